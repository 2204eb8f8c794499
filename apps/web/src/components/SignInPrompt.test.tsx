import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SignInPrompt } from "./SignInPrompt";

describe("SignInPrompt", () => {
  it("shows 'Sign in required', the page's reason and a Sign In link to /login", () => {
    render(
      <MemoryRouter>
        <SignInPrompt message="Please sign in to use batch processing" />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { name: "Sign in required" })).toBeTruthy();
    expect(screen.getByText("Please sign in to use batch processing")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/login");
  });
});
