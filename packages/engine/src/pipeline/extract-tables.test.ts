import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { EngineError } from "../errors.js";
import { multiPagePdf, pageTreeLoopPdf, ruledTablePdf } from "../testing/fixtures.js";
import { ruledTable, textGrid } from "../testing/grid.js";
import { makePdf, resavePdf } from "../testing/make-pdf.js";
import { extractTables } from "./extract-tables.js";

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (e) {
    return e instanceof EngineError ? e.code : "other";
  }
  return undefined;
}

const header = ["Region", "Units", "Revenue"];
const body = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => [`Region ${from + i}`, String(100 + from + i), `${(from + i) * 3}.50`]);

describe("extractTables", () => {
  it("returns tables with page, bbox, method, confidence and header rows", async () => {
    const result = await extractTables(ruledTablePdf().bytes);
    expect(result.pageCount).toBe(1);
    expect(result.pages).toEqual([expect.objectContaining({ page: 1, status: "ok", tableCount: 1 })]);
    const t = result.tables[0]!;
    expect(t.page).toBe(1);
    expect(t.pages).toEqual([1]);
    expect(t.method).toBe("lattice");
    expect(t.confidence).toBeGreaterThan(0.8);
    expect(t.confidence).toBeLessThanOrEqual(1);
    expect(t.headerRows).toBeGreaterThanOrEqual(1);
    expect(t.bbox.x0).toBeLessThan(t.bbox.x1);
    expect(textGrid(t)[0]).toEqual(["Region", "Units sold", "Revenue"]);
  });

  it("rejects bad input with stable codes", async () => {
    expect(await codeOf(extractTables(new TextEncoder().encode("hello, not a pdf")))).toBe("not_a_pdf");
    const locked = resavePdf(
      makePdf([{ content: ruledTable([header, ...body(1, 3)], 50, 700, [150, 100, 100]) }]),
      "encrypt=rc4-128,user-password=pw,owner-password=own",
    );
    expect(await codeOf(extractTables(locked))).toBe("password_required");
    expect(await codeOf(extractTables(locked, { password: "bad" }))).toBe("wrong_password");
    expect((await extractTables(locked, { password: "pw" })).tables).toHaveLength(1);
    expect(await codeOf(extractTables(ruledTablePdf().bytes, { pages: "2" }))).toBe("page_out_of_range");
    expect(await codeOf(extractTables(ruledTablePdf().bytes, { method: "guess" as never }))).toBe("invalid_options");
  });

  it("reports a document without pages, and finds nothing on a page without text", async () => {
    const empty = makePdf([]);
    expect(await codeOf(extractTables(empty))).toBe("no_pages");
    const shapesOnly = makePdf([{ content: "0.5 w 50 500 m 550 500 l S 50 400 m 550 400 l S 300 300 m 300 600 l S" }]);
    const result = await extractTables(shapesOnly);
    expect(result.tables).toEqual([]);
    expect(result.pages[0]!.status).toBe("ok");
  });

  it("survives random, truncated and mangled bytes", async () => {
    const real = multiPagePdf(5).bytes;
    const inputs = [
      real.slice(0, 2000),
      real.slice(0, real.length - 5000),
      Uint8Array.from(real, (b, i) => (i > 1000 && i % 97 === 0 ? 0x20 : b)),
    ];
    for (const bytes of inputs) {
      const code = await codeOf(extractTables(bytes, { pageTimeoutMs: 5000 }));
      expect([undefined, "damaged_pdf", "no_pages"]).toContain(code);
    }
  });

  it("reports a page MuPDF cannot read in sentences, and reads the others", async () => {
    const result = await extractTables(pageTreeLoopPdf(2).bytes);
    expect(result.pages.map((p) => p.status)).toEqual(["ok", "error"]);
    const failed = result.warnings?.find((w) => w.page === 2 && w.code === "damaged_pdf");
    expect(failed?.message).toMatch(/^Page 2 cannot be read: [^]*\. No tables are reported for it\.$/);
  });

  it("reports a page over its time budget and still returns the others", async () => {
    const result = await extractTables(multiPagePdf(5).bytes, { pageTimeoutMs: 0.001 });
    expect(result.pages.every((p) => p.status === "timeout" && p.error?.code === "page_timeout")).toBe(true);
    // the budget in the same words as every other time limit (seconds-words.ts), not "0.001 ms"
    expect(result.pages[0]!.error?.message).toMatch(/^Page 1 ran past its 0\.000001 second budget \(at \w+\)\.$/);
    const normal = await extractTables(multiPagePdf(5).bytes, { pages: "1-2" });
    expect(normal.pages.map((p) => p.status)).toEqual(["ok", "ok"]);
  });

  it("keeps every stage's output in debug mode and reports progress", async () => {
    const progress: number[] = [];
    const result = await extractTables(multiPagePdf(5).bytes, {
      pages: "1-2",
      debug: true,
      onProgress: (done) => progress.push(done),
    });
    expect(progress).toEqual([1, 2]);
    const stages = result.pages[0]!.stages!;
    expect(Object.keys(stages)).toEqual(
      expect.arrayContaining(["read", "orient", "text", "lattice", "stream", "choose", "tables"]),
    );
    const plain = await extractTables(multiPagePdf(5).bytes, { pages: "1" });
    expect(plain.pages[0]!.stages).toBeUndefined();
  });

  it("stitches a table continuing over pages and drops the repeated header", async () => {
    const pdf = makePdf([
      { content: ruledTable([header, ...body(1, 20)], 50, 700, [150, 100, 100]) },
      { content: ruledTable([header, ...body(21, 10)], 50, 750, [150, 100, 100]) },
    ]);
    const separate = await extractTables(pdf);
    expect(separate.tables.map((t) => t.rows.length)).toEqual([21, 11]);
    const stitched = await extractTables(pdf, { stitch: true });
    expect(stitched.tables).toHaveLength(1);
    expect(stitched.tables[0]!.pages).toEqual([1, 2]);
    expect(stitched.tables[0]!.rows).toHaveLength(31);
    expect(textGrid(stitched.tables[0]!)[21]).toEqual(["Region 21", "121", "63.50"]);
  });

  it("stitches a borderless table laid out again on the next page", async () => {
    // Generated by the bench: the continuation's columns are re-fitted to its own values.
    const pdf = new Uint8Array(
      readFileSync(fileURLToPath(new URL("../../../../bench/fixtures/gen_multipage_header_once.pdf", import.meta.url))),
    );
    const separate = await extractTables(pdf);
    expect(separate.tables).toHaveLength(2);
    const stitched = await extractTables(pdf, { stitch: true });
    expect(stitched.tables).toHaveLength(1);
    expect(stitched.tables[0]!.pages).toEqual([1, 2]);
    expect(stitched.tables[0]!.rows).toHaveLength(separate.tables[0]!.rows.length + separate.tables[1]!.rows.length);
  });

  it("does not stitch tables whose columns differ", async () => {
    const pdf = makePdf([
      { content: ruledTable([header, ...body(1, 5)], 50, 700, [150, 100, 100]) },
      { content: ruledTable([header, ...body(6, 5)], 50, 750, [100, 150, 100]) },
    ]);
    expect((await extractTables(pdf, { stitch: true })).tables).toHaveLength(2);
  });

  it("reads a grid whose column rules stop under the header by text alignment in auto mode", async () => {
    const xs = [50, 200, 300, 400];
    const ops = ["0.5 w 50 700 m 50 520 l S 400 700 m 400 520 l S 50 700 m 400 700 l S 50 680 m 400 680 l S"];
    for (const x of xs) ops.push(`${x} 700 m ${x} 680 l S`);
    header.forEach((t, i) => ops.push(`BT /F1 10 Tf ${xs[i]! + 4} 686 Td (${t}) Tj ET`));
    const rows = body(1, 8);
    rows.forEach((row, r) => {
      const y = 680 - (r + 1) * 20;
      ops.push(`50 ${y} m 400 ${y} l S`);
      row.forEach((t, i) => ops.push(`BT /F1 10 Tf ${xs[i]! + 4} ${y + 6} Td (${t}) Tj ET`));
    });
    const pdf = makePdf([{ content: ops.join("\n") }]);
    const ruled = await extractTables(pdf, { method: "lattice" });
    expect(ruled.tables[0]!.rows[1]![0]!.colSpan).toBe(3);
    const auto = await extractTables(pdf);
    expect(auto.tables).toHaveLength(1);
    expect(textGrid(auto.tables[0]!)).toEqual([header, ...rows]);
    expect(auto.tables[0]!.method).not.toBe("lattice");
  });

  it("searches only the user's areas when given", async () => {
    const content =
      ruledTable([header, ...body(1, 4)], 50, 750, [150, 100, 100]) +
      "\n" +
      ruledTable(
        [
          ["A", "B"],
          ["1", "2"],
          ["3", "4"],
        ],
        50,
        400,
        [100, 100],
      );
    const pdf = makePdf([{ content }]);
    expect((await extractTables(pdf)).tables).toHaveLength(2);
    const only = await extractTables(pdf, { areas: { 1: [{ x0: 40, y0: 380, x1: 300, y1: 460 }] } });
    expect(only.tables).toHaveLength(1);
    expect(textGrid(only.tables[0]!)[0]).toEqual(["A", "B"]);
  });
});
