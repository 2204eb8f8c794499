import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";

describe("Forgot password", () => {
  it("asks the server for a reset mail and confirms with a toast", async () => {
    let sent: unknown;
    mockApi({
      "POST /auth/password-reset/request": (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 200, body: { success: true } };
      },
    });
    renderApp("/forgot-password");
    await userEvent.type(await screen.findByLabelText("Email"), "ada@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(await screen.findByText("Password reset email sent! Check your inbox.")).toBeTruthy();
    expect(sent).toEqual({ email: "ada@example.com" });
  });
});
