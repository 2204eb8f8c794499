import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";
import { dropFocusWhenDisabled } from "../../test/focusFixup";
import { expectFocusedWithError } from "../../test/focusedFieldError";

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

  it("moves the focus to the email field when it is empty or malformed", async () => {
    const fetchMock = mockApi({});
    renderApp("/forgot-password");
    const user = userEvent.setup();
    const email = await screen.findByLabelText("Email");
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    await waitFor(() => expectFocusedWithError(email, "Email is required"));
    await user.type(email, "ada");
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    await waitFor(() => expectFocusedWithError(email, "Please enter a valid email address"));
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes("/password-reset/"))).toHaveLength(0);
  });

  it("keeps the keyboard focus on Send Reset Link while it sends, and sends once", async () => {
    dropFocusWhenDisabled();
    let answer = () => {};
    const fetchMock = mockApi({ "POST /auth/password-reset/request": { status: 200, body: { success: true } } });
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith("/password-reset/request")) await new Promise<void>((resolve) => (answer = resolve));
      return base(input, init);
    });
    renderApp("/forgot-password");
    await userEvent.type(await screen.findByLabelText("Email"), "ada@example.com");
    const send = screen.getByRole("button", { name: "Send Reset Link" });
    send.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(send.getAttribute("aria-disabled")).toBe("true"));
    expect(document.activeElement).toBe(send);
    await userEvent.keyboard("{Enter}");
    answer();
    expect(await screen.findByText("Password reset email sent! Check your inbox.")).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/password-reset/request"))).toHaveLength(1);
  });
});
