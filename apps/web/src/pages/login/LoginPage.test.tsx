import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";

describe("Login page after a failed OAuth sign-in", () => {
  it("never shows text taken from the address: a link cannot make the site say what its author wants", async () => {
    const planted = "Your account is locked. Call +1 555 0100 to unlock it.";
    for (const query of [`?error=${encodeURIComponent(planted)}`, `?oauth_error=${encodeURIComponent(planted)}`]) {
      mockApi({});
      const view = renderApp(`/login${query}`);
      await screen.findByRole("heading", { name: "Sign in to pdftab" });
      expect(screen.queryByText(planted, { exact: false })).toBeNull();
      expect(screen.getByText("Sign-in with Google or GitHub failed. Please try again.")).toBeTruthy();
      view.unmount();
    }
  });

  it("says in words what the server's oauth_error codes mean", async () => {
    mockApi({});
    const view = renderApp("/login?oauth_error=invalid_state");
    expect(
      await screen.findByText(
        "This sign-in expired or was started in another browser. Please choose Google or GitHub again here.",
      ),
    ).toBeTruthy();
    view.unmount();
    mockApi({});
    renderApp("/login?oauth_error=access_denied");
    expect(
      await screen.findByText(
        "Sign-in was cancelled at the provider. Try again, or sign in with your email and password.",
      ),
    ).toBeTruthy();
  });

  it("tells the owner of an unconfirmed password account how to use Google or GitHub with it", async () => {
    mockApi({});
    renderApp("/login?oauth_error=oauth_account_unconfirmed");
    expect(await screen.findByText(/An account with this email already exists/)).toBeTruthy();
  });

  it("says the address is confirmed when a confirmation link opened in this browser lands here", async () => {
    mockApi({});
    renderApp("/login?confirmed=1");
    expect(await screen.findByText("Your email address is confirmed. Sign in to continue.")).toBeTruthy();
  });

  it("shows no error notice on a plain visit", async () => {
    mockApi({});
    renderApp("/login");
    await screen.findByRole("heading", { name: "Sign in to pdftab" });
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
