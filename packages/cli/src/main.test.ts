import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as mupdf from "mupdf";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { main } from "./main.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const corpus = process.env.PDFTAB_CORPUS_DIR ?? path.resolve(repoRoot, "../shared/corpus");
const pdf = (name: string) => path.join(corpus, name);

let errors: string[] = [];
let logs: string[] = [];
const dir = mkdtempSync(path.join(tmpdir(), "pdftab-cli-"));

beforeEach(() => {
  errors = [];
  logs = [];
  vi.spyOn(console, "error").mockImplementation((...a: unknown[]) => void errors.push(a.join(" ")));
  vi.spyOn(console, "log").mockImplementation((...a: unknown[]) => void logs.push(a.join(" ")));
});
afterEach(() => vi.restoreAllMocks());

describe("pdftab extract", () => {
  it("writes the extract-info JSON whose headers and data form the full grid", async () => {
    const out = path.join(dir, "t.json");
    expect(await main(["extract", pdf("camelot_column_span_2.pdf"), "-o", out])).toBe(0);
    const info = JSON.parse(readFileSync(out, "utf8"));
    expect(info.table_count).toBe(1);
    expect(info.method).toBe("lattice");
    expect(info.statistics.total_rows).toBe(info.tables[0].data.length);
    const t = info.tables[0];
    expect(t.page).toBe(1);
    expect(t.headers[0]).toBe("Investigations");
    const grid = [...t.header_rows, ...t.data];
    expect(grid).toHaveLength(11);
    expect(grid.every((row: string[]) => row.length === 7)).toBe(true);
    expect(t.bbox.x1).toBeGreaterThan(t.bbox.x0);
    expect(t.confidence).toBeGreaterThan(0.5);
  });

  it("writes CSV with quoted multi-line cells", async () => {
    const out = path.join(dir, "t.csv");
    expect(await main(["extract", pdf("camelot_column_span_2.pdf"), "--format", "csv", "-o", out])).toBe(0);
    const csv = readFileSync(out, "utf8");
    expect(csv.startsWith("Investigations,")).toBe(true);
    expect(csv).toContain('"No. of\nHHs"');
  });

  it("writes an xlsx workbook through @pdftab/export", async () => {
    const out = path.join(dir, "t.xlsx");
    expect(await main(["extract", pdf("camelot_multiple_tables.pdf"), "--format", "excel", "-o", out])).toBe(0);
    const bytes = readFileSync(out);
    expect(bytes.subarray(0, 2).toString()).toBe("PK");
    expect(bytes.length).toBeGreaterThan(2000);
  });

  it("honours --pages, --method and --stitch", async () => {
    const out = path.join(dir, "s.json");
    expect(await main(["extract", pdf("tabula_schools.pdf"), "--pages", "1-2", "--method", "lattice", "--stitch", "-o", out])).toBe(0);
    const info = JSON.parse(readFileSync(out, "utf8"));
    expect(info.tables.every((t: { method: string }) => t.method === "lattice")).toBe(true);
    expect(info.tables[0].pages).toEqual([1, 2]);
  });

  it("exits with clear messages and stable codes on bad input", async () => {
    const junk = path.join(dir, "junk.pdf");
    writeFileSync(junk, "not a pdf at all");
    expect(await main(["extract", junk])).toBe(4);
    expect(errors.join("\n")).toContain("not_a_pdf");
    expect(await main(["extract", path.join(dir, "missing.pdf")])).toBe(3);
    expect(await main(["extract", pdf("camelot_column_span_2.pdf"), "--pages", "9"])).toBe(6);
    expect(await main(["extract", pdf("camelot_column_span_2.pdf"), "--method", "guess"])).toBe(2);
    expect(await main(["extract", pdf("camelot_column_span_2.pdf"), "--bogus"])).toBe(2);
    expect(await main(["frobnicate"])).toBe(2);
  });
});

describe("pdftab extract on an encrypted PDF", () => {
  it("asks for the password with exit code 5 and reads with it", async () => {
    const doc = new mupdf.PDFDocument(readFileSync(pdf("camelot_multiple_tables.pdf")));
    const locked = path.join(dir, "locked.pdf");
    writeFileSync(locked, doc.saveToBuffer("encrypt=aes-256,user-password=s3cret,owner-password=o").asUint8Array());
    doc.destroy();
    expect(await main(["extract", locked])).toBe(5);
    expect(errors.join("\n")).toContain("password_required");
    expect(await main(["extract", locked, "--password", "nope"])).toBe(5);
    const out = path.join(dir, "unlocked.json");
    expect(await main(["extract", locked, "--password", "s3cret", "-o", out])).toBe(0);
    expect(JSON.parse(readFileSync(out, "utf8")).table_count).toBe(2);
  });
});

describe("pdftab inspect and debug", () => {
  it("describes a document", async () => {
    expect(await main(["inspect", pdf("tabula_schools.pdf"), "--json"])).toBe(0);
    const info = JSON.parse(logs.join("\n"));
    expect(info.pageCount).toBe(5);
    expect(info.pages[0].rotation).toBe(90);
  });

  it("draws the debug image as a PNG", async () => {
    const out = path.join(dir, "page.png");
    expect(await main(["debug", pdf("camelot_multiple_tables.pdf"), "--page", "1", "-o", out, "--scale", "1"])).toBe(0);
    const png = readFileSync(out);
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(errors.join("\n")).toContain("2 table(s)");
  });
});
