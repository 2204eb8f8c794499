import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { multiPagePdf, twoTablesPdf } from "@pdftab/engine/testing";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  codeExamples,
  operationsByTag,
  propertiesOf,
  schemaLabel,
  type ExampleInput,
  type OpenApiDocument,
} from "@pdftab/api-docs";
import { createTestApp, GOOD_PASSWORD, uniqueEmail } from "../../test/test-app.js";

const run = promisify(execFile);
const PDF = twoTablesPdf();
const LEDGER = multiPagePdf(5);
const hasPythonRequests = await run("python3", ["-c", "import requests"]).then(
  () => true,
  () => false,
);

/**
 * Runs the API docs page's own examples (the generator the page uses, fed
 * with the server's OpenAPI document) against a listening server on real
 * PGlite: if the API and the docs drift apart, this fails.
 */
describe("the /api-docs examples run against a live server", () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let baseUrl: string;
  let doc: OpenApiDocument;
  let work: string;

  beforeAll(async () => {
    app = await createTestApp("pglite", { env: { EXTRACTION_THREADS: "1" } });
    baseUrl = (await app.app.listen({ port: 0, host: "127.0.0.1" })).replace("localhost", "127.0.0.1");
    doc = (await (await fetch(`${baseUrl}/api/v1/openapi.json`)).json()) as OpenApiDocument;
    work = await mkdtemp(path.join(os.tmpdir(), "pdftab-docs-"));
    // The examples upload files by path, as a reader of the docs would.
    for (const fixture of [PDF, LEDGER]) await writeFile(path.join(work, fixture.name), fixture.bytes);
  });
  afterAll(async () => {
    await app?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  const example = (method: string, apiPath: string, input: Partial<ExampleInput> = {}) => {
    const operation = doc.paths[apiPath]?.[method];
    if (!operation) throw new Error(`the OpenAPI document has no ${method} ${apiPath}`);
    return codeExamples({ baseUrl, method, path: apiPath, operation, filePath: path.join(work, PDF.name), ...input });
  };
  const runCurl = async (code: string) =>
    (await run("sh", ["-c", code], { cwd: work, maxBuffer: 16 * 1024 * 1024 })).stdout;
  const runJs = async (code: string) => {
    const file = path.join(work, "example.mjs");
    await writeFile(file, code);
    return (await run(process.execPath, [file], { cwd: work, maxBuffer: 16 * 1024 * 1024 })).stdout;
  };

  let sessionToken = "";
  let apiKey = "";
  const email = uniqueEmail("docs");

  it("registers with the curl example and signs in with the JavaScript example", async () => {
    const registered = JSON.parse(
      await runCurl(
        example("post", "/api/v1/auth/register", { body: { email, password: GOOD_PASSWORD, full_name: "Docs Reader" } })
          .curl,
      ),
    );
    expect(registered).toMatchObject({ success: true, user: { email } });
    const login = example("post", "/api/v1/auth/login", { body: { email, password: GOOD_PASSWORD } });
    expect(login.javascript).toContain('"Content-Type": "application/json"');
    const signedIn = JSON.parse(await runJs(login.javascript));
    expect(signedIn.access_token).toEqual(expect.any(String));
    sessionToken = signedIn.access_token;
  });

  it("creates an API key with the JavaScript example and verifies it with curl", async () => {
    const created = JSON.parse(
      await runJs(
        example("post", "/api/v1/api-keys", { token: sessionToken, body: { name: "from the docs" } }).javascript,
      ),
    );
    expect(created.key).toMatch(/^pdt_/);
    apiKey = created.key;
    const verified = JSON.parse(await runCurl(example("get", "/api/v1/auth/verify", { token: apiKey }).curl));
    expect(verified).toMatchObject({ success: true, user: { email } });
  });

  it("extracts a PDF to xlsx with the curl example (default fields) and gets it again as CSV with the JavaScript example", async () => {
    const extract = example("post", "/api/v1/extract", { token: apiKey });
    expect(extract.curl).toContain("-F 'format=xlsx'");
    await runCurl(extract.curl);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path.join(work, "extracted_tables.xlsx"));
    expect(workbook.getWorksheet("p1 t1")!.getCell("B1").text).toBe("Played");

    const asJson = JSON.parse(
      await runJs(example("post", "/api/v1/extract", { token: apiKey, query: { response: "json" } }).javascript),
    );
    const truth = PDF;
    expect(asJson.table_count).toBe(truth.tables.length);
    expect([...asJson.tables[0].header_rows, ...asJson.tables[0].data]).toEqual(truth.tables[0]!.cells);

    await runJs(
      example("get", "/api/v1/download/{temp_id}", {
        token: apiKey,
        pathParams: { temp_id: asJson.temp_id },
        query: { format: "csv" },
      }).javascript,
    );
    expect(await readFile(path.join(work, "extracted_tables.csv"), "utf8")).toContain("Cedar Falls");
  });

  it("starts a batch with the JavaScript example and follows it with the curl status example to the zip", async () => {
    await app.database.db.updateTable("users").set({ subscription_tier: "pro" }).where("email", "=", email).execute();
    const filePaths = [PDF, LEDGER].map((fixture) => path.join(work, fixture.name));
    const started = JSON.parse(
      await runJs(
        example("post", "/api/v1/batch-extract", { token: apiKey, filePaths, fields: { format: "csv" } }).javascript,
      ),
    );
    expect(started).toMatchObject({ batch_id: expect.any(String), total_files: 2 });
    const statusCurl = example("get", "/api/v1/status/{batch_id}", {
      token: apiKey,
      pathParams: { batch_id: started.batch_id },
    }).curl;
    let batch = JSON.parse(await runCurl(statusCurl));
    for (let i = 0; i < 600 && ["pending", "processing"].includes(batch.status); i++) {
      await new Promise((r) => setTimeout(r, 100));
      batch = JSON.parse(await runCurl(statusCurl));
    }
    expect(batch).toMatchObject({ status: "completed", progress: { processed_files: 2, successful_files: 2 } });
    const zip = example("get", "/api/v1/batch/{id}/download", { token: apiKey, pathParams: { id: started.batch_id } });
    await runCurl(zip.curl.replace(/-o '[^']+'/, "-o results.zip"));
    expect((await readFile(path.join(work, "results.zip"))).subarray(0, 2).toString()).toBe("PK");
  });

  it.skipIf(!hasPythonRequests)("runs the Python (requests) example too", async () => {
    const code = example("post", "/api/v1/extract", { token: apiKey, fields: { format: "csv" } }).python;
    await writeFile(path.join(work, "example.py"), code);
    await run("python3", ["example.py"], { cwd: work });
    expect(await readFile(path.join(work, "extracted_tables.csv"), "utf8")).toContain("Played");
  });

  it("renders every operation of the real document: examples, parameter and response types", () => {
    const groups = operationsByTag(doc);
    const all = groups.flatMap(([, entries]) => entries);
    expect(groups.map(([tag]) => tag).slice(0, 3)).toEqual(["auth", "public api", "api-keys"]);
    expect(all.length).toBeGreaterThan(20);
    for (const { method, path: apiPath, operation } of all) {
      const shown = codeExamples({ baseUrl, method, path: apiPath, operation });
      expect(shown.curl).toContain(`curl -X ${method.toUpperCase()}`);
      // binary answers are saved to a file, JSON ones printed
      const binary = Object.keys(operation.responses?.["200"]?.content ?? {}).some(
        (type) => type !== "application/json",
      );
      expect(shown.curl.includes(" -o ")).toBe(binary);
      expect(shown.curl.includes("Authorization: Bearer")).toBe(Boolean(operation.security?.length));
      for (const p of operation.parameters ?? []) expect(schemaLabel(p.schema)).not.toBe("any");
      for (const response of Object.values(operation.responses ?? {})) {
        for (const [, s] of Object.entries(propertiesOf(response.content?.["application/json"]?.schema).properties))
          expect(schemaLabel(s)).not.toBe("any");
      }
    }
  });

  it("saves page images as PNG in the JavaScript example", async () => {
    const extraction = JSON.parse(
      await runJs(example("post", "/api/v1/extract", { token: apiKey, query: { response: "json" } }).javascript),
    );
    await runJs(
      example("get", "/api/v1/extractions/{id}/pages/{page}/image", {
        token: apiKey,
        pathParams: { id: extraction.temp_id, page: "1" },
        query: { table: "0" },
      }).javascript,
    );
    const png = await readFile(path.join(work, "page.png"));
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(example("post", "/api/v1/pdf/extract").curl).toContain("-o 'extracted_tables.xlsx'");
  });

  it("shows placeholders, never a real credential, when no token is given", () => {
    const shown = example("post", "/api/v1/extract");
    expect(shown.curl).toContain("Authorization: Bearer YOUR_API_KEY");
    expect(shown.python).toContain('files={"file": pdf}');
    expect(example("get", "/api/v1/download/{temp_id}").curl).toContain("/api/v1/download/YOUR_TEMP_ID");
  });
});
