import { expect, it } from "vitest";
import { insertTemplate } from "../../templates/index.js";
import { bearer, describeEachDatabase, registerUser } from "../../test/test-app.js";

const BASE = "/api/v1/templates";

describeEachDatabase("/templates: one name per template in a workspace", {}, (t) => {
  const call = (method: "GET" | "POST" | "PUT", url: string, token: string, payload?: object) =>
    t().app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it("refuses a name already used, trimmed and in any case, on create and on rename", async () => {
    const { token } = await registerUser(t().app);
    const invoice = await call("POST", BASE, token, { name: "Invoice" });
    expect(invoice.statusCode).toBe(201);
    const again = await call("POST", BASE, token, { name: "  INVOICE " });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: "template_name_taken",
      detail: 'Your workspace already has a template named "INVOICE"; choose another name',
    });
    const statement = (await call("POST", BASE, token, { name: "Statement" })).json();
    const renamed = await call("PUT", `${BASE}/${statement.id}`, token, { name: "invoice" });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().code).toBe("template_name_taken");
    expect((await call("GET", `${BASE}/${statement.id}`, token)).json().name).toBe("Statement");
    // a template keeps its own name when saved again, in another case too
    expect((await call("PUT", `${BASE}/${invoice.json().id}`, token, { name: "INVOICE" })).statusCode).toBe(200);
    expect((await call("GET", BASE, token)).json().templates).toHaveLength(2);
    // another workspace has names of its own
    const other = await registerUser(t().app);
    expect((await call("POST", BASE, other.token, { name: "Invoice" })).statusCode).toBe(201);
  });

  it("lets one of two saves of a name arriving together through, and the index refuses a save past the check", async () => {
    const { token, user } = await registerUser(t().app);
    const answers = await Promise.all(
      ["Payroll", "payroll", " Payroll"].map((name) => call("POST", BASE, token, { name })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const slipped = insertTemplate(t().database.db, user.workspace_id, user.id, {
      name: "PAYROLL",
      pages: null,
      method: "auto",
      stitch: false,
      areas: [],
    });
    await expect(slipped).rejects.toMatchObject({ code: "template_name_taken", statusCode: 409 });
  });

  it("keeps a name on one line, without invisible characters, and in composed form", async () => {
    const { token } = await registerUser(t().app);
    const spoof = await call("POST", BASE, token, { name: "Invoice\u202Eexe.fdp\nApproved by admin\u200B" });
    expect(spoof.statusCode).toBe(201);
    expect(spoof.json().name).toBe("Invoice exe.fdp Approved by admin");
    // "Café" with a combining accent is the name "Café" already taken
    expect((await call("POST", BASE, token, { name: "Caf\u00e9" })).statusCode).toBe(201);
    const decomposed = await call("POST", BASE, token, { name: "Cafe\u0301" });
    expect(decomposed.statusCode).toBe(409);
    expect(decomposed.json().code).toBe("template_name_taken");
    const invisible = await call("POST", BASE, token, { name: "\u200B\u202E" });
    expect(invisible.statusCode).toBe(422);
    expect(invisible.json()).toMatchObject({ code: "invalid_template", detail: "name: must hold a visible character" });
    const renamed = await call("PUT", `${BASE}/${spoof.json().id}`, token, { name: "Statement\r\n2024" });
    expect(renamed.json().name).toBe("Statement 2024");
  });
});
