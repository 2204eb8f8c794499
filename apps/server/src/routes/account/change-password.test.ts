import { expect, it } from "vitest";
import { bearer, describeEachDatabase, GOOD_PASSWORD, registerUser } from "../../test/test-app.js";

const NEW_PASSWORD = "Brand2NewHorse";

describeEachDatabase("POST /account/password", {}, (t) => {
  const change = (token: string, payload: object) =>
    t().app.inject({ method: "POST", url: "/api/v1/account/password", headers: bearer(token), payload });
  const login = (email: string, password: string) =>
    t().app.inject({ method: "POST", url: "/api/v1/auth/login", payload: { email, password } });
  const verify = (token: string) =>
    t().app.inject({ method: "GET", url: "/api/v1/auth/verify", headers: bearer(token) });

  it("changes the password with the current one, keeps this session and signs out the others", async () => {
    const { token, email } = await registerUser(t().app);
    const other = (await login(email, GOOD_PASSWORD)).json().access_token as string;
    const key = (
      await t().app.inject({ method: "POST", url: "/api/v1/api-keys", headers: bearer(token), payload: { name: "k" } })
    ).json().key as string;

    const answer = await change(token, { current_password: GOOD_PASSWORD, new_password: NEW_PASSWORD });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      message: "Your password has been changed. 1 other session was signed out.",
      other_sessions_signed_out: 1,
    });
    expect((await verify(token)).statusCode).toBe(200);
    expect((await verify(other)).statusCode).toBe(401);
    expect((await verify(key)).statusCode).toBe(200); // keys run programs: they stay, as after a reset
    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a wrong or missing current password, a weak new one, and an API key", async () => {
    const { token } = await registerUser(t().app);
    const wrong = await change(token, { current_password: "Not1TheRight", new_password: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ detail: "The password is not correct", code: "password_incorrect" });
    expect((await change(token, { new_password: NEW_PASSWORD })).json()).toEqual({
      detail: "Enter your current password",
      code: "validation_failed",
    });
    expect((await change(token, { current_password: GOOD_PASSWORD, new_password: "short" })).json()).toEqual({
      detail: "Password must be at least 8 characters",
      code: "validation_failed",
    });
    const key = (
      await t().app.inject({ method: "POST", url: "/api/v1/api-keys", headers: bearer(token), payload: { name: "k" } })
    ).json().key as string;
    const byKey = await change(key, { current_password: GOOD_PASSWORD, new_password: NEW_PASSWORD });
    expect(byKey.statusCode).toBe(403);
    expect(byKey.json().code).toBe("session_required");
  });

  it("counts wrong current passwords with the sign-in throttle: a stolen session cannot guess the password here", async () => {
    const { token, email } = await registerUser(t().app);
    for (let i = 0; i < 5; i++)
      expect((await change(token, { current_password: `Wrong${i}Guess`, new_password: NEW_PASSWORD })).statusCode).toBe(
        422,
      );
    const throttled = await change(token, { current_password: GOOD_PASSWORD, new_password: NEW_PASSWORD });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().code).toBe("too_many_attempts");
    expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);
    // nothing changed: the old password is still the one, and sign-in shares the wait
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(429);
  });

  it("lets an account made through Google or GitHub, which has no password, set its first one", async () => {
    const { token, user, email } = await registerUser(t().app);
    await t().database.db.updateTable("users").set({ password_hash: null }).where("id", "=", user.id).execute();
    expect((await change(token, { new_password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
