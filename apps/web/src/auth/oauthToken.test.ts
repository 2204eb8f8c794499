import { describe, expect, it } from "vitest";
import { takeTokenFromLocation } from "./oauthToken";

describe("takeTokenFromLocation", () => {
  it("takes the token out of /#/?token= and points the address at /dashboard", () => {
    window.history.replaceState(null, "", "/#/?token=abc.def");
    expect(takeTokenFromLocation()).toBe("abc.def");
    expect(window.location.hash).toBe("#/dashboard");
  });

  it("keeps other query parameters and the path", () => {
    window.history.replaceState(null, "", "/#/pricing?token=t1&plan=pro");
    expect(takeTokenFromLocation()).toBe("t1");
    expect(window.location.hash).toBe("#/pricing?plan=pro");
  });

  it("returns null and leaves the address alone without a token", () => {
    window.history.replaceState(null, "", "/#/about?x=1");
    expect(takeTokenFromLocation()).toBeNull();
    expect(window.location.hash).toBe("#/about?x=1");
  });
});
