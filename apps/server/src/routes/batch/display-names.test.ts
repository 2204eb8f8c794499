import JSZip from "jszip";
import { expect, it } from "vitest";
import { upload } from "../../test/extraction-helpers.js";
import { multipartFiles } from "../../test/multipart.js";
import { bearer, describeEachDatabase, registerUser, type TestApp } from "../../test/test-app.js";
import { tinyPdf } from "../../test/tiny-pdf.js";
import { batchSettledInHistory, listBatches } from "../../test/batch-history.js";

const RLO = "\u202E";
const pdf = tinyPdf();

async function proUser(t: TestApp) {
  const user = await registerUser(t.app);
  await t.database.db.updateTable("users").set({ subscription_tier: "pro" }).where("id", "=", user.user.id).execute();
  return user;
}

describeEachDatabase(
  "file names shown in history, batch results and zip entries",
  { env: { EXTRACTION_THREADS: "1" } },
  (t) => {
    it("strips direction overrides and neutralises Windows device names, in history and in the zip", async () => {
      const { token } = await proUser(t());
      const single = await upload(t().app, "/api/v1/pdf/extract-info", token, {
        name: `invoice${RLO}fdp.exe.pdf`,
        data: pdf,
      });
      expect(single.statusCode).toBe(200);
      expect(single.json().filename).toBe("invoicefdp.exe.pdf");
      const history = (
        await t().app.inject({ method: "GET", url: "/api/v1/extractions", headers: bearer(token) })
      ).json();
      expect(history.items.map((i: { filename: string }) => i.filename)).toEqual(["invoicefdp.exe.pdf"]);

      const body = multipartFiles(
        [
          { field: "files", name: "CON.pdf", data: pdf },
          { field: "files", name: `report${RLO}vsc.pdf`, data: pdf },
          { field: "files", name: "aux", data: pdf },
        ],
        { format: "csv" },
      );
      const created = await t().app.inject({
        method: "POST",
        url: "/api/v1/batch/create",
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
      expect(created.statusCode).toBe(200);
      const done = await batchSettledInHistory(t().app, token, created.json().batch_id);
      expect(done.results.map((r: { filename: string }) => r.filename)).toEqual(["_CON.pdf", "reportvsc.pdf", "_aux"]);
      const zip = await JSZip.loadAsync(
        (await t().app.inject({ method: "GET", url: `/api/v1/batch/${done.id}/download`, headers: bearer(token) }))
          .rawPayload,
      );
      expect(Object.keys(zip.files).sort()).toEqual(["_CON.csv", "_aux.csv", "batch_summary.csv", "reportvsc.csv"]);
      // the summary names the files as History does
      const summary = await zip.file("batch_summary.csv")!.async("string");
      expect(summary).not.toContain(RLO);
      expect(
        summary
          .split("\r\n")
          .slice(1, 4)
          .map((line) => line.split(",")[0]),
      ).toEqual(["_CON.pdf", "reportvsc.pdf", "_aux"]);
    });

    it("cleans names stored before the rule existed when they are shown", async () => {
      const { token, user } = await proUser(t());
      const single = await upload(t().app, "/api/v1/pdf/extract-info", token, { name: "plain.pdf", data: pdf });
      await t()
        .database.db.updateTable("extractions")
        .set({ filename: `NUL.${RLO}fdp.pdf` })
        .where("id", "=", single.json().extraction_id)
        .execute();
      const body = multipartFiles(
        [
          { field: "files", name: "a.pdf", data: pdf },
          { field: "files", name: "b.pdf", data: pdf },
        ],
        { format: "json" },
      );
      const created = await t().app.inject({
        method: "POST",
        url: "/api/v1/batch/create",
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
      const done = await batchSettledInHistory(t().app, token, created.json().batch_id);
      await t()
        .database.db.updateTable("batch_files")
        .set({ filename: "LPT1.pdf" })
        .where("batch_id", "=", done.id)
        .where("filename", "=", "a.pdf")
        .execute();

      const item = (
        await t().app.inject({
          method: "GET",
          url: `/api/v1/extractions/${single.json().extraction_id}`,
          headers: bearer(token),
        })
      ).json();
      expect(item.filename).toBe("_NUL.fdp.pdf");
      const batch = (await listBatches(t().app, token)).find((b: { id: string }) => b.id === done.id);
      expect(batch.results.map((r: { filename: string }) => r.filename)).toEqual(["_LPT1.pdf", "b.pdf"]);
      const zip = await JSZip.loadAsync(
        (await t().app.inject({ method: "GET", url: `/api/v1/batch/${done.id}/download`, headers: bearer(token) }))
          .rawPayload,
      );
      expect(Object.keys(zip.files).sort()).toEqual(["_LPT1.json", "b.json", "batch_summary.csv"]);
      expect(user.id).toBeTruthy();
    });
  },
);
