import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, testUser } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";
import { expectFocusedWithError } from "../../test/focusedFieldError";

const field = (label: string) => screen.getByLabelText(label, { selector: "input" });

async function openSignup() {
  renderApp("/signup");
  await screen.findByRole("heading", { name: "Create your account" });
  return userEvent.setup();
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("Full name"), "Ada Lovelace");
  await user.type(field("Email"), "ada@example.com");
  await user.type(field("Password"), "Analytical1!");
  await user.type(field("Confirm password"), "Analytical1!");
  await user.click(screen.getByRole("checkbox"));
}

describe("Signup page", () => {
  it("shows every field's first problem, in form order, on an empty submit", async () => {
    mockApi({});
    const user = await openSignup();
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    const messages = Array.from(document.querySelectorAll("form p.text-red-600")).map((p) => p.textContent);
    expect(messages).toEqual([
      "Full name is required",
      "Email is required",
      "Password is required",
      "Please confirm your password",
      "You must accept the terms and conditions",
    ]);
  });

  it("moves the focus from Create Account to the first field in error, which reads out its message", async () => {
    mockApi({});
    const user = await openSignup();
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    await waitFor(() => expectFocusedWithError(field("Full name"), "Full name is required"));
    await user.type(field("Full name"), "Ada Lovelace");
    await user.type(field("Email"), "ada@");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    await waitFor(() => expectFocusedWithError(field("Email"), "Please enter a valid email address"));
    await user.type(field("Email"), "example.com");
    await user.type(field("Password"), "Analytical1!");
    await user.type(field("Confirm password"), "Analytical1!");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    await waitFor(() =>
      expectFocusedWithError(screen.getByRole("checkbox"), "You must accept the terms and conditions"),
    );
  });

  it("reports the next password rule as the password improves", async () => {
    mockApi({});
    const user = await openSignup();
    const submit = screen.getByRole("button", { name: "Create Account" });
    for (const [typed, message] of [
      ["abc", "Password must be at least 8 characters"],
      ["defgh", "Password must contain at least one uppercase letter"],
      ["X", "Password must contain at least one number"],
    ] as const) {
      await user.type(field("Password"), typed);
      await user.click(submit);
      expect(screen.getByText(message)).toBeTruthy();
    }
  });

  it("clears a field's error as soon as that field is edited, and only that one", async () => {
    mockApi({});
    const user = await openSignup();
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    await user.type(field("Full name"), "A");
    expect(screen.queryByText("Full name is required")).toBeNull();
    expect(screen.getByText("Email is required")).toBeTruthy();
    await user.click(screen.getByRole("checkbox"));
    expect(screen.queryByText("You must accept the terms and conditions")).toBeNull();
  });

  it("shows the strength meter with checklist, reaching Strong at 12+ characters", async () => {
    mockApi({});
    const user = await openSignup();
    await user.type(field("Password"), "abcdefgh");
    expect(screen.getByTestId("strength-label").textContent).toBe("Very Weak");
    expect(screen.getByTestId("strength-bar").style.width).toBe("40%");
    await user.type(field("Password"), "H");
    expect(screen.getByTestId("strength-label").textContent).toBe("Weak");
    await user.type(field("Password"), "1");
    expect(screen.getByTestId("strength-label").textContent).toBe("Fair");
    await user.type(field("Password"), "!");
    expect(screen.getByTestId("strength-label").textContent).toBe("Good");
    expect(screen.getByTestId("strength-bar").style.width).toBe("100%");
    await user.type(field("Password"), "x");
    expect(screen.getByTestId("strength-label").textContent).toBe("Strong");
    expect(screen.getByText("One special character")).toBeTruthy();
  });

  it("toggles password visibility", async () => {
    mockApi({});
    const user = await openSignup();
    expect(field("Password").getAttribute("type")).toBe("password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(field("Password").getAttribute("type")).toBe("text");
  });

  it("links the terms checkbox to /terms and /privacy", async () => {
    mockApi({});
    await openSignup();
    const form = within(document.querySelector("form")!);
    expect(form.getByRole("link", { name: "Terms of Service" }).getAttribute("href")).toBe("/terms");
    expect(form.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy");
  });

  it("registers, announces success and lands on the dashboard signed in", async () => {
    let sent: unknown;
    mockApi({
      "POST /auth/register": (init) => {
        sent = JSON.parse(String(init?.body));
        return {
          status: 201,
          body: { success: true, email_confirmation_required: false, access_token: "tok-new", user: testUser },
        };
      },
      "GET /auth/subscription": {
        status: 200,
        body: { success: true, usage_current: 0, usage_limit: 50, plan_type: "free" },
      },
    });
    const user = await openSignup();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Account created successfully!")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Extract Tables" })).toBeTruthy();
    // someone who just signed up is welcomed, not welcomed back
    expect(screen.getByText(/Welcome to pdftab/)).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    expect(sent).toEqual({ email: "ada@example.com", password: "Analytical1!", full_name: "Ada Lovelace" });
    // the session is the cookie the server set: the answer's token is not kept in the page
    expect(JSON.stringify({ ...localStorage })).not.toContain("tok-new");
  });

  it("stays signed out and shows the server's message when email confirmation is required", async () => {
    mockApi({
      "POST /auth/register": {
        status: 201,
        body: {
          success: true,
          email_confirmation_required: true,
          message: "Check your inbox to confirm ada@example.com.",
        },
      },
    });
    const user = await openSignup();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Check your inbox to confirm ada@example.com.")).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("link", { name: "Sign In" })).toBeTruthy());
  });

  it("shows the server's reason when registration is refused", async () => {
    mockApi({
      "POST /auth/register": {
        status: 409,
        body: { detail: "An account with this email already exists", code: "email_taken" },
      },
    });
    const user = await openSignup();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("An account with this email already exists")).toBeTruthy();
    // the address is what to change: its field holds the message and the focus
    await waitFor(() => expectFocusedWithError(field("Email"), "An account with this email already exists"));
  });

  it("shows other refusals above the form", async () => {
    mockApi({
      "POST /auth/register": {
        status: 429,
        body: { detail: "Too many accounts were created from your network address.", code: "too_many_signups" },
      },
    });
    const user = await openSignup();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/Too many accounts/);
    expect(field("Email").getAttribute("aria-invalid")).toBeNull();
  });
});
