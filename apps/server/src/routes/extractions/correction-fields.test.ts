import { expect, it } from "vitest";
import { upload } from "../../test/extraction-helpers.js";
import { multipart, multipartFiles } from "../../test/multipart.js";
import { ruledPagesPdf, TABLE_BOXES } from "../../test/ruled-pages.fixture.js";
import { bearer, describeEachDatabase, registerUser } from "../../test/test-app.js";

const SINGLE_ROUTES = ["/api/v1/pdf/extract-info", "/api/v1/pdf/extract", "/api/v1/extract", "/api/v1/extractions"];
const BATCH_ROUTES = ["/api/v1/batch/create", "/api/v1/pdf/batch-extract", "/api/v1/batch-extract"];

/** What each kind of bad field answers: status, code and how the detail starts (it names the field). */
const BAD_FIELDS: [Record<string, string>, number, string, string][] = [
  [{ areas: "{not json" }, 422, "invalid_areas", "areas: "],
  [{ areas: '{"2": [[10, 10, 5, 50]]}' }, 422, "invalid_areas", 'areas["2"][0]: '],
  [{ columns: '{"1": "wide"}' }, 422, "invalid_columns", 'columns["1"]: '],
  [{ areas: '{"2": [{"box": [10, 10, 100, 50], "method": "ocr"}]}' }, 422, "invalid_areas", 'areas["2"][0].method: '],
  [{ areas: '{"2": [{"box": [10, 10, 100, 50], "columns": [200]}]}' }, 422, "invalid_areas", 'areas["2"][0].columns: '],
  [{ template_id: "not-an-id" }, 422, "validation_failed", "template_id: "],
];

describeEachDatabase(
  "areas, columns and template_id on every extraction and batch route",
  { env: { EXTRACTION_THREADS: "1" } },
  (t) => {
    const pdf = ruledPagesPdf(2);
    const newTemplate = async (token: string, body: object = { name: "upper tables", method: "lattice" }) =>
      (
        await t().app.inject({ method: "POST", url: "/api/v1/templates", headers: bearer(token), payload: body })
      ).json() as { id: string };
    const proUser = async () => {
      const user = await registerUser(t().app);
      await t()
        .database.db.updateTable("users")
        .set({ subscription_tier: "pro" })
        .where("id", "=", user.user.id)
        .execute();
      return user;
    };
    const postBatch = (url: string, token: string, fields: Record<string, string>) => {
      const body = multipartFiles(
        [
          { field: "files", name: "a.pdf", data: pdf },
          { field: "files", name: "b.pdf", data: ruledPagesPdf(1) },
        ],
        fields,
      );
      return t().app.inject({
        method: "POST",
        url,
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
    };
    const settingsOf = async (token: string, id: string) =>
      (await t().app.inject({ method: "GET", url: `/api/v1/extractions/${id}`, headers: bearer(token) })).json();
    const latestId = async (token: string) =>
      (await t().app.inject({ method: "GET", url: "/api/v1/extractions", headers: bearer(token) })).json().items[0]
        .id as string;

    it.each(SINGLE_ROUTES)("%s takes the three fields and stores them on the extraction", async (url) => {
      const { token } = await registerUser(t().app);
      const template = await newTemplate(token);
      const fields = {
        areas: JSON.stringify({ "2": [TABLE_BOXES.upper] }),
        columns: '{"1": [192, 312]}',
        template_id: template.id,
        export_format: "json",
        format: "json",
      };
      const response = await upload(t().app, url, token, { name: "two.pdf", data: pdf }, fields);
      expect(response.statusCode).toBe(url.endsWith("/extractions") ? 202 : 200);
      const id = url.endsWith("/extractions") ? response.json().id : await latestId(token);
      let state = await settingsOf(token, id);
      for (let i = 0; state.status === "processing" && i < 600; i++) {
        await new Promise((r) => setTimeout(r, 50));
        state = await settingsOf(token, id);
      }
      expect(state.status).toBe("completed");
      expect(state.settings).toEqual({
        pages: null,
        method: "lattice",
        stitch: false,
        areas: { "2": [TABLE_BOXES.upper] },
        columns: { "1": [192, 312] },
        template_id: template.id,
      });
      const stored = await t()
        .database.db.selectFrom("extractions")
        .select("settings")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(stored.settings)).not.toContain("password");
    });

    it.each(SINGLE_ROUTES)(
      "%s refuses bad fields, boxes outside the page and another user's template before any work",
      async (url) => {
        const { token } = await registerUser(t().app);
        const other = await registerUser(t().app);
        const foreign = await newTemplate(other.token);
        const cases: typeof BAD_FIELDS = [
          ...BAD_FIELDS,
          [{ areas: '{"1": [[10, 10, 700, 50]]}' }, 422, "invalid_areas", 'areas["1"][0]: '],
          [{ areas: '{"3": [[10, 10, 100, 50]]}' }, 422, "invalid_areas", 'areas["3"]: '],
          [{ columns: '{"2": [650]}' }, 422, "invalid_columns", 'columns["2"][0]: '],
          [{ template_id: foreign.id }, 404, "not_found", "template_id: Template was not found"],
        ];
        for (const [fields, status, code, detail] of cases) {
          const response = await upload(t().app, url, token, { name: "two.pdf", data: pdf }, fields);
          expect([JSON.stringify(fields), response.statusCode, response.json().code]).toEqual([
            JSON.stringify(fields),
            status,
            code,
          ]);
          expect(response.json().detail.startsWith(detail)).toBe(true);
        }
        // refused requests leave no history row
        expect(
          (await t().app.inject({ method: "GET", url: "/api/v1/extractions", headers: bearer(token) })).json().total,
        ).toBe(0);
      },
    );

    /** A form with the PDF(s) and text fields, each field part with its own Content-Type when given. */
    const typedForm = (
      fileField: string,
      fields: [name: string, value: string, type?: string, filename?: string][],
    ) => {
      const boundary = "----pdftabTypedFields";
      const part = (head: string, body: Buffer | string) =>
        Buffer.concat([Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`), Buffer.from(body), Buffer.from("\r\n")]);
      return {
        headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          ...fields.map(([name, value, type, filename]) =>
            part(
              `Content-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ""}${type ? `\r\nContent-Type: ${type}` : ""}`,
              value,
            ),
          ),
          part(
            `Content-Disposition: form-data; name="${fileField}"; filename="two.pdf"\r\nContent-Type: application/pdf`,
            pdf,
          ),
          Buffer.from(`--${boundary}--\r\n`),
        ]),
      };
    };

    it('reads areas and columns sent as file parts (a browser\'s Blob is named "blob"), on single and batch uploads', async () => {
      const { token } = await proUser();
      const areas = JSON.stringify({ "2": [TABLE_BOXES.upper] });
      const single = typedForm("file", [
        ["areas", areas, "application/json", "blob"],
        ["columns", '{"1": [192, 312]}', "application/json", "columns.json"],
      ]);
      const extracted = await t().app.inject({
        method: "POST",
        url: "/api/v1/extract?response=json",
        headers: { ...bearer(token), ...single.headers },
        payload: single.payload,
      });
      expect([extracted.statusCode, extracted.json().code]).toEqual([200, undefined]);
      expect((await settingsOf(token, extracted.json().extraction_id)).settings).toMatchObject({
        areas: { "2": [TABLE_BOXES.upper] },
        columns: { "1": [192, 312] },
      });
      const batch = typedForm("files", [["areas", areas, "application/json", "blob"]]);
      const started = await t().app.inject({
        method: "POST",
        url: "/api/v1/batch/create",
        headers: { ...bearer(token), ...batch.headers },
        payload: batch.payload,
      });
      expect(started.statusCode).toBe(200);
      const { options } = await t()
        .database.db.selectFrom("batches")
        .select("options")
        .where("id", "=", started.json().batch_id)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(options)).toContain('"areas":{"2":[{"x0":');
      // a second PDF in the field `file` is still refused
      const two = typedForm("file", [["file", "%PDF-1.7 second", "application/pdf", "second.pdf"]]);
      const refused = await t().app.inject({
        method: "POST",
        url: "/api/v1/extract",
        headers: { ...bearer(token), ...two.headers },
        payload: two.payload,
      });
      expect([refused.statusCode, refused.json()]).toEqual([
        422,
        { code: "validation_failed", detail: "Send one PDF per request" },
      ]);
    });

    it("reads areas and columns sent as application/json form parts, and refuses a field cut at 16 KB by its name", async () => {
      const { token } = await proUser();
      const areas = JSON.stringify({ "2": [TABLE_BOXES.upper] });
      const typed = typedForm("file", [
        ["areas", areas, "application/json"],
        ["columns", '{"1": [192, 312]}', "application/json; charset=utf-8"],
        ["method", "lattice"],
      ]);
      const extracted = await t().app.inject({
        method: "POST",
        url: "/api/v1/extract?response=json",
        headers: { ...bearer(token), ...typed.headers },
        payload: typed.payload,
      });
      expect(extracted.statusCode).toBe(200);
      expect((await settingsOf(token, extracted.json().extraction_id)).settings).toMatchObject({
        areas: { "2": [TABLE_BOXES.upper] },
        columns: { "1": [192, 312] },
      });
      const batch = typedForm("files", [["areas", areas, "application/json"]]);
      const started = await t().app.inject({
        method: "POST",
        url: "/api/v1/batch/create",
        headers: { ...bearer(token), ...batch.headers },
        payload: batch.payload,
      });
      expect(started.statusCode).toBe(200); // bad JSON would refuse the whole upload
      for (let i = 0; i < 600; i++) {
        const { status } = await t()
          .database.db.selectFrom("batches")
          .select("status")
          .where("id", "=", started.json().batch_id)
          .executeTakeFirstOrThrow();
        if (status === "completed") break;
        await new Promise((r) => setTimeout(r, 100));
      }

      // a valid areas map (100 boxes on each of 5 pages) longer than a form field holds is named, not read cut short
      const long = JSON.stringify(
        Object.fromEntries(
          [1, 2, 3, 4, 5].map((p) => [
            p,
            Array.from({ length: 100 }, (_, i) => [10.123456, i + 0.123456, 400.123456, i + 1.123456]),
          ]),
        ),
      );
      expect(long.length).toBeGreaterThan(16 * 1024);
      for (const [url, field] of [
        ["/api/v1/extract", "file"],
        ["/api/v1/batch/create", "files"],
      ]) {
        const form = typedForm(field!, [["areas", long]]);
        const refused = await t().app.inject({
          method: "POST",
          url: url!,
          headers: { ...bearer(token), ...form.headers },
          payload: form.payload,
        });
        expect([url, refused.statusCode, refused.json()]).toEqual([
          url,
          422,
          { code: "validation_failed", detail: "areas is longer than 16 KB, the most a form field may hold" },
        ]);
      }
      // a long field the server does not read is still ignored, and a PDF sent as a text part named `file`
      // (no filename) is still told to send a file
      const extra = typedForm("file", [["notes", long]]);
      const ignored = await t().app.inject({
        method: "POST",
        url: "/api/v1/extract?response=json",
        headers: { ...bearer(token), ...extra.headers },
        payload: extra.payload,
      });
      expect(ignored.statusCode).toBe(200);
      const asText = multipart(undefined, { file: `%PDF-1.7\n${long}` });
      const noFile = await t().app.inject({
        method: "POST",
        url: "/api/v1/extract",
        headers: { ...bearer(token), ...asText.headers },
        payload: asText.payload,
      });
      expect(noFile.json().code).toBe("file_required");
    });

    it.each(BATCH_ROUTES)(
      "%s takes the three fields for every file; a box outside one file's pages fails that file alone",
      async (url) => {
        const { token } = await proUser();
        const other = await registerUser(t().app);
        for (const [fields, status, code, detail] of [
          ...BAD_FIELDS,
          [{ template_id: (await newTemplate(other.token)).id }, 404, "not_found", "template_id: "],
        ] as typeof BAD_FIELDS) {
          const response = await postBatch(url, token, fields);
          expect([JSON.stringify(fields), response.statusCode, response.json().code]).toEqual([
            JSON.stringify(fields),
            status,
            code,
          ]);
          expect(response.json().detail.startsWith(detail)).toBe(true);
        }

        const template = await newTemplate(token);
        // page 2 exists in a.pdf (2 pages) but not in b.pdf (1 page)
        const created = await postBatch(url, token, {
          areas: JSON.stringify({ "2": [TABLE_BOXES.upper] }),
          columns: '{"1": [192, 312]}',
          template_id: template.id,
        });
        expect(created.statusCode).toBe(200);
        const batchId = created.json().batch_id as string;
        const { db } = t().database;
        let files: {
          filename: string;
          status: string;
          error_code: string | null;
          error_message: string | null;
          extraction_id: string | null;
        }[] = [];
        for (let i = 0; i < 600; i++) {
          files = await db
            .selectFrom("batch_files")
            .select(["filename", "status", "error_code", "error_message", "extraction_id"])
            .where("batch_id", "=", batchId)
            .orderBy("position")
            .execute();
          if (files.every((f) => !["pending", "processing"].includes(f.status))) break;
          await new Promise((r) => setTimeout(r, 100));
        }
        expect(files.map((f) => [f.filename, f.status, f.error_code])).toEqual([
          ["a.pdf", "completed", null],
          ["b.pdf", "failed", "invalid_areas"],
        ]);
        expect(files[1]!.error_message).toMatch(/^areas\["2"\]: page 2 does not exist/);
        const state = await settingsOf(token, files[0]!.extraction_id!);
        expect(state.settings).toEqual({
          pages: null,
          method: "lattice",
          stitch: false,
          areas: { "2": [TABLE_BOXES.upper] },
          columns: { "1": [192, 312] },
          template_id: template.id,
        });
        expect(state.table_count).toBe(3); // page 1 both tables, page 2 only the one in the area
      },
    );
  },
);
