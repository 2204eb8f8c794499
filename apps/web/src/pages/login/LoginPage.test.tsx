import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";
import { dropFocusWhenDisabled } from "../../test/focusFixup";
import { expectFocusedWithError } from "../../test/focusedFieldError";

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

const RESENT =
  "If an account with this email is waiting for confirmation, we have sent it a new link. Check your inbox.";

describe("Sign in page", () => {
  it("offers a new confirmation link to an account whose address is not confirmed yet", async () => {
    const fetchMock = mockApi({
      "POST /auth/login": {
        status: 403,
        body: {
          code: "email_not_confirmed",
          detail: "Please confirm your email address first: check your inbox for the confirmation link",
        },
      },
      "POST /auth/confirmation/resend": { status: 200, body: { success: true, message: RESENT } },
    });
    renderApp("/login");
    await userEvent.type(await screen.findByLabelText("Email", {}, { timeout: 15_000 }), "late@example.com");
    await userEvent.type(screen.getByLabelText("Password", { selector: "input" }), "Passw0rd!x");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await userEvent.click(await screen.findByRole("button", { name: "Send a new confirmation link" }));
    expect((await screen.findByText(RESENT)).getAttribute("role")).toBe("status");
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/auth/confirmation/resend"))!;
    expect(JSON.parse(String(sent[1]!.body))).toEqual({ email: "late@example.com" });
  });

  it("offers no new link for other refusals", async () => {
    mockApi({
      "POST /auth/login": { status: 401, body: { code: "invalid_credentials", detail: "Invalid email or password" } },
    });
    renderApp("/login");
    await userEvent.type(await screen.findByLabelText("Email", {}, { timeout: 15_000 }), "someone@example.com");
    await userEvent.type(screen.getByLabelText("Password", { selector: "input" }), "wrong");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(screen.getAllByText("Invalid email or password").length).toBeGreaterThan(0));
    expect(screen.queryByRole("button", { name: "Send a new confirmation link" })).toBeNull();
  });
});

describe("Login page while signing in", () => {
  it("keeps the keyboard focus on Sign In while it waits, then marks both fields and focuses Email after a refusal, and sends the sign-in once", async () => {
    dropFocusWhenDisabled();
    let answer = () => {};
    const fetchMock = mockApi({
      "POST /auth/login": { status: 401, body: { detail: "Invalid email or password", code: "invalid_credentials" } },
    });
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith("/auth/login")) await new Promise<void>((resolve) => (answer = resolve));
      return base(input, init);
    });
    renderApp("/login");
    await userEvent.type(await screen.findByLabelText("Email"), "ada@example.com");
    await userEvent.type(screen.getByLabelText("Password", { selector: "input" }), "Wrong1234!");
    const signIn = screen.getByRole("button", { name: "Sign In" });
    signIn.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(signIn.textContent).toBe("Signing in..."));
    expect(document.activeElement).toBe(signIn);
    await userEvent.keyboard("{Enter}"); // a second press while waiting sends nothing
    answer();
    expect((await screen.findAllByText("Invalid email or password")).length).toBeGreaterThan(0);
    expect(signIn.textContent).toBe("Sign In");
    // the server does not say which one was wrong: both are marked, the first takes the focus
    await waitFor(() => expectFocusedWithError(screen.getByLabelText("Email"), "Invalid email or password"));
    const password = screen.getByLabelText("Password", { selector: "input" });
    expect(password.getAttribute("aria-invalid")).toBe("true");
    await userEvent.type(password, "x");
    expect(password.getAttribute("aria-invalid")).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/auth/login"))).toHaveLength(1);
  });
});

describe("Login page checks", () => {
  it("says which field is missing or malformed and moves the focus there, without asking the server", async () => {
    const fetchMock = mockApi({});
    renderApp("/login");
    const user = userEvent.setup();
    const email = await screen.findByLabelText("Email");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expectFocusedWithError(email, "Email is required"));
    await user.type(email, "ada@example");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expectFocusedWithError(email, "Please enter a valid email address"));
    await user.type(email, ".com");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() =>
      expectFocusedWithError(screen.getByLabelText("Password", { selector: "input" }), "Password is required"),
    );
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/auth/login"))).toHaveLength(0);
  });
});
