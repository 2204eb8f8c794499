import { describe, expect, it } from "vitest";
import { passwordProblem, validateSignup, type SignupForm } from "./validateSignup";

const valid: SignupForm = {
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  password: "Analytical1",
  confirmPassword: "Analytical1",
  acceptTerms: true,
};

describe("validateSignup", () => {
  it("accepts a complete form", () => {
    expect(validateSignup(valid)).toEqual({});
  });

  it("reports every empty field with the documented messages", () => {
    expect(validateSignup({ fullName: "", email: "", password: "", confirmPassword: "", acceptTerms: false })).toEqual({
      fullName: "Full name is required",
      email: "Email is required",
      password: "Password is required",
      confirmPassword: "Please confirm your password",
      acceptTerms: "You must accept the terms and conditions",
    });
  });

  it("checks the full name after trimming", () => {
    expect(validateSignup({ ...valid, fullName: "   " }).fullName).toBe("Full name is required");
    expect(validateSignup({ ...valid, fullName: " A " }).fullName).toBe("Full name must be at least 2 characters");
  });

  it("rejects addresses that do not look like email", () => {
    for (const email of ["ada", "ada@", "ada@example", "a da@example.com"]) {
      expect(validateSignup({ ...valid, email }).email).toBe("Please enter a valid email address");
    }
  });

  it("applies the password rules in order: length, lowercase, uppercase, digit", () => {
    const steps: Array<[string, string | null]> = [
      ["abc", "Password must be at least 8 characters"],
      ["ABCDEFGH1", "Password must contain at least one lowercase letter"],
      ["abcdefgh1", "Password must contain at least one uppercase letter"],
      ["Abcdefghi", "Password must contain at least one number"],
      ["Abcdefgh1", null],
    ];
    for (const [password, message] of steps) expect(passwordProblem(password)).toBe(message);
    // Length is reported before the missing classes even when all are missing.
    expect(passwordProblem("a")).toBe("Password must be at least 8 characters");
  });

  it("needs the confirmation to match", () => {
    expect(validateSignup({ ...valid, confirmPassword: "Analytical2" }).confirmPassword).toBe("Passwords do not match");
  });
});
