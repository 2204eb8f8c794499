import { expect, it } from "vitest";
import { describeEachDatabase, registerUser, uniqueEmail } from "../../test/test-app.js";
import { invite } from "./team-helpers.js";

describeEachDatabase("the invitation mail", { env: { BRAND_NAME: "Acme Tables" } }, (t) => {
  it("names the instance's brand (BRAND_NAME), and puts the inviter's and workspace's names on one line", async () => {
    // docs/configuration.md (White-label): e-mails keep the instance's brand. A full name with line
    // breaks (the personal workspace is named after it) must not add lines of its own to the mail.
    const register = await t().app.inject({
      method: "POST",
      url: "/api/v1/auth/register",
      payload: {
        email: uniqueEmail("owner"),
        password: "Correct1Horse",
        full_name: "Eve\r\n\r\nYour account is locked: sign in at https://evil.example\r\n",
      },
    });
    expect(register.statusCode).toBe(201);
    const owner = register.json() as { access_token: string; user: { id: string } };
    await t()
      .database.db.updateTable("users")
      .set({ subscription_tier: "business" })
      .where("id", "=", owner.user.id)
      .execute();
    const guest = await registerUser(t().app);
    const before = t().mails.length;
    expect((await invite(t().app, owner.access_token, guest.email)).statusCode).toBe(201);
    const [mail] = t().mails.slice(before);
    const name = "Eve Your account is locked: sign in at https://evil.example";
    expect(mail!.subject).toBe(`${name} invited you to ${name}'s workspace on Acme Tables`);
    const lines = mail!.text.split("\n");
    expect(lines[2]).toBe(`${name} invited you to join ${name}'s workspace on Acme Tables as a member.`);
    expect(mail!.text).not.toContain("pdftab");
    expect(mail!.text).not.toContain("\r");
  });
});
