import { describe, expect, it } from "vitest";
import { takeTokenFromLocation } from "./oauthToken";

describe("takeTokenFromLocation", () => {
  it("takes the token out of /#/?token= and points the address at /dashboard", () => {
    window.history.replaceState(null, "", "/#/?token=abc.def");
    expect(takeTokenFromLocation()).toBe("abc.def");
    expect(window.location.hash).toBe("#/dashboard");
  });

  it("keeps other query parameters of the return address", () => {
    window.history.replaceState(null, "", "/#/?token=t1&subscription=success");
    expect(takeTokenFromLocation()).toBe("t1");
    expect(window.location.hash).toBe("#/dashboard?subscription=success");
  });

  it("leaves the password reset link's token to the reset page", () => {
    window.history.replaceState(null, "", "/#/reset-password?token=reset-abc");
    expect(takeTokenFromLocation()).toBeNull();
    expect(window.location.hash).toBe("#/reset-password?token=reset-abc");
  });

  it("reads a token on no page but the return address", () => {
    window.history.replaceState(null, "", "/#/pricing?token=t1&plan=pro");
    expect(takeTokenFromLocation()).toBeNull();
    expect(window.location.hash).toBe("#/pricing?token=t1&plan=pro");
  });

  it("returns null and leaves the address alone without a token", () => {
    window.history.replaceState(null, "", "/#/about?x=1");
    expect(takeTokenFromLocation()).toBeNull();
    expect(window.location.hash).toBe("#/about?x=1");
  });
});
