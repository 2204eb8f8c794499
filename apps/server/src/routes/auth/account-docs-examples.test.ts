import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeExamples, operationsByTag, type OpenApiDocument } from "@pdftab/api-docs";
import { createTestApp } from "../../test/test-app.js";

const run = promisify(execFile);

/**
 * The account examples of the /api-docs page, exactly as the page shows them (only the server
 * address differs), run with curl against a listening server: sign up, sign in, ask for a reset
 * link and set a new password with the token from the mail. They used to send `{}` and get 422.
 */
describe("the account examples of /api-docs run as shown", () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let baseUrl: string;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    app = await createTestApp("pglite");
    baseUrl = (await app.app.listen({ port: 0, host: "127.0.0.1" })).replace("localhost", "127.0.0.1");
    doc = (await (await fetch(`${baseUrl}/api/v1/openapi.json`)).json()) as OpenApiDocument;
  });
  afterAll(async () => {
    await app?.close();
  });

  const curlOf = (apiPath: string) =>
    codeExamples({ baseUrl, method: "post", path: apiPath, operation: doc.paths[apiPath]!.post! }).curl;
  /** Runs a curl example and returns its JSON answer; -w adds the status on a last line. */
  const runCurl = async (code: string) => {
    const { stdout } = await run("sh", ["-c", `${code} -s -w '\\n%{http_code}'`]);
    const lines = stdout.trimEnd().split("\n");
    return { status: Number(lines.pop()), body: JSON.parse(lines.join("\n")) as Record<string, unknown> };
  };

  it("lists the required fields of every JSON request body, so no example sends {}", () => {
    const bodies = operationsByTag(doc)
      .flatMap(([, entries]) => entries)
      .filter(({ operation }) => operation.requestBody?.content?.["application/json"]);
    expect(bodies.length).toBeGreaterThan(4);
    for (const { method, path: apiPath, operation } of bodies) {
      const curl = codeExamples({ baseUrl, method, path: apiPath, operation }).curl;
      expect(curl, `${method} ${apiPath}`).not.toContain("-d '{}'");
    }
    for (const [apiPath, fields] of [
      ["/api/v1/auth/register", ["email", "password", "full_name"]],
      ["/api/v1/auth/login", ["email", "password"]],
      ["/api/v1/auth/password-reset/request", ["email"]],
      ["/api/v1/auth/password-reset/confirm", ["token", "password"]],
    ] as const) {
      expect(doc.paths[apiPath]!.post!.requestBody!.content!["application/json"]!.schema!.required, apiPath).toEqual(
        fields,
      );
    }
  });

  it("signs up, signs in, asks for a reset link and sets a new password", async () => {
    const signUp = await runCurl(curlOf("/api/v1/auth/register"));
    expect(signUp.status).toBe(201);
    expect(signUp.body).toMatchObject({ success: true, user: { email: "you@example.com", full_name: "Ada Lovelace" } });

    const signIn = await runCurl(curlOf("/api/v1/auth/login"));
    expect(signIn.status).toBe(200);
    expect(signIn.body.access_token).toEqual(expect.any(String));

    const request = await runCurl(curlOf("/api/v1/auth/password-reset/request"));
    expect(request.status).toBe(200);
    // the reset mail goes out after the answer (same timing with or without an account)
    await app.app.background.idle();
    const mail = app.mails.findLast((m) => m.to === "you@example.com")!;
    const token = decodeURIComponent(mail.text.match(/reset-password\?token=(\S+)/)![1]!);

    const confirmExample = curlOf("/api/v1/auth/password-reset/confirm");
    expect(confirmExample).toContain("TOKEN_FROM_THE_EMAIL");
    const confirmed = await runCurl(confirmExample.replace("TOKEN_FROM_THE_EMAIL", token));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ success: true });
  });
});
