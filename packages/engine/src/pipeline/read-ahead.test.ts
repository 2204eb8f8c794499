import { afterAll, describe, expect, it } from "vitest";
import { recognitionsUnderWay, shutdownOcr } from "../ocr/tesseract-worker.js";
import { layoutTable } from "../testing/layout.js";
import { makePdf } from "../testing/make-pdf.js";
import { scannedPdf } from "../testing/scan.js";
import type { ExtractOptions, ExtractResult } from "../types.js";
import { extractTables } from "./extract-tables.js";

afterAll(() => shutdownOcr());

/** A small ruled table per page, its figures telling the pages apart. */
function tablePage(page: number): { content: string } {
  const rows = [
    ["Item", "Count", "Price"],
    ["Apples", `${page}4`, `${page}.50`],
    ["Pears", `${page}7`, `${page}.25`],
  ];
  return { content: layoutTable(rows, 72, 72, [120, 60, 60], { frame: true, boxedHeader: true }).ops };
}

/** A ruled table of `rows` rows of figures: the more rows, the longer its OCR. */
function longTablePage(rows: number): { content: string } {
  const body = Array.from({ length: rows }, (_, i) => [`Item ${i + 1}`, `${(i * 37) % 90}`, `${i}.${(i * 7) % 10}5`]);
  return { content: layoutTable([["Item", "Count", "Price"], ...body], 72, 72, [120, 60, 60], { frame: true }).ops };
}

/** Scanned pages, with `bornDigital` (1-based) put back as the page with its text layer. */
function scannedDocument(pages: number, bornDigital?: number): Uint8Array {
  const born = makePdf(Array.from({ length: pages }, (_, i) => tablePage(i + 1)));
  return scannedPdf(born, { dpi: 300, ...(bornDigital !== undefined ? { keepPages: [bornDigital] } : {}) });
}

/** The extraction's result and the order its hooks were called in. */
async function run(pdf: Uint8Array, ocr: ExtractOptions["ocr"]): Promise<{ result: ExtractResult; events: string[] }> {
  const events: string[] = [];
  const result = await extractTables(pdf, {
    ocr: { mode: "auto", pageTimeoutMs: 600_000, ...ocr },
    onPageStart: (page) => events.push(`start ${page}`),
    onPageOcr: (page) => events.push(`ocr ${page}`),
    onReadAhead: (page) => events.push(page === null ? "ahead end" : `ahead ${page}`),
    onPageDone: ({ report }) => events.push(`done ${report.page}`),
  });
  return { result, events };
}

const cells = (result: ExtractResult) => result.tables.map((t) => t.rows.map((r) => r.map((c) => c?.text ?? "")));

describe("scanned pages read by OCR two at a time (ocr.concurrency 2)", () => {
  it("begins the next scanned page while one is read, and gives the same tables in page order", async () => {
    const pdf = scannedDocument(3);
    const one = await run(pdf, { concurrency: 1 });
    const two = await run(pdf, { concurrency: 2 });
    expect(cells(one.result)).toHaveLength(3);
    expect(cells(two.result)).toEqual(cells(one.result));
    expect(two.result.warnings).toEqual(one.result.warnings);
    expect(one.events).toEqual([
      "start 1",
      "ocr 1",
      "done 1",
      "start 2",
      "ocr 2",
      "done 2",
      "start 3",
      "ocr 3",
      "done 3",
    ]);
    expect(two.events).toEqual([
      "start 1",
      "ocr 1",
      "ahead 2",
      "ahead end",
      "done 1",
      "start 2",
      "ocr 2",
      "ahead 3",
      "ahead end",
      "done 2",
      "start 3",
      "ocr 3",
      "done 3",
    ]);
  }, 600_000);

  it("stops reading ahead at a page with a text layer, and counts the OCR page cap in page order", async () => {
    const pdf = scannedDocument(3, 2);
    const { result, events } = await run(pdf, { concurrency: 2, maxPages: 1 });
    expect(events).toEqual([
      "start 1",
      "ocr 1",
      "ahead 2",
      "ahead end",
      "done 1",
      "start 2",
      "done 2",
      "start 3",
      "done 3",
    ]);
    expect(result.tables.map((t) => t.method)).toEqual(["ocr-lattice", "lattice"]);
    expect(result.warnings.filter((w) => w.code === "ocr_page_limit").map((w) => w.page)).toEqual([3]);
  }, 600_000);

  it("begins a page ahead only when mayReadAhead allows it, asking again at the next page read by OCR", async () => {
    const pdf = scannedDocument(3);
    const asked: number[] = [];
    // no to the first question (page 2, while page 1 is read), yes to the next (page 3, while page 2 is read)
    const { result, events } = await run(pdf, {
      concurrency: 2,
      mayReadAhead: (page) => asked.push(page) > 1,
    });
    expect(asked).toEqual([2, 3]);
    expect(events).toEqual([
      "start 1",
      "ocr 1",
      "done 1",
      "start 2",
      "ocr 2",
      "ahead 3",
      "ahead end",
      "done 2",
      "start 3",
      "ocr 3",
      "done 3",
    ]);
    expect(result.tables).toHaveLength(3);
  }, 600_000);

  it("ends the OCR of a page begun ahead once the extraction is cancelled, not at the page's end", async () => {
    // page 2's OCR takes several times page 1's: without a stop it is still being read when the run ends
    const pdf = scannedPdf(makePdf([tablePage(1), longTablePage(40), tablePage(3)]), { dpi: 300 });
    const signal = { aborted: false };
    const events: string[] = [];
    const extraction = extractTables(pdf, {
      ocr: { mode: "auto", pageTimeoutMs: 600_000, concurrency: 2 },
      signal,
      onReadAhead: (page) => {
        events.push(page === null ? "ahead end" : `ahead ${page}`);
        if (page === null) signal.aborted = true; // page 2's OCR has begun
      },
      onPageDone: ({ report }) => events.push(`done ${report.page} ${report.status}`),
    });
    await expect(extraction).rejects.toMatchObject({ code: "cancelled" });
    expect(events).toEqual(["ahead 2", "ahead end", "done 1 ok"]);
    // page 1 was read to its end; page 2's recognition ended when the signal aborted
    expect(recognitionsUnderWay()).toBe(0);
  }, 600_000);

  it("reads to its end a page begun ahead whose turn came before the extraction was cancelled", async () => {
    // page 2 is still being read when its turn comes
    const pdf = scannedPdf(makePdf([tablePage(1), longTablePage(40), tablePage(3)]), { dpi: 300 });
    const signal = { aborted: false };
    const done: string[] = [];
    const extraction = extractTables(pdf, {
      ocr: { mode: "auto", pageTimeoutMs: 600_000, concurrency: 2 },
      signal,
      keepTables: true,
      onPageStart: (page) => {
        if (page === 2) signal.aborted = true; // page 2 was begun while page 1 was read; now it is the current page
      },
      onPageDone: ({ report, tables }) => done.push(`${report.page} ${report.status} ${tables.length}`),
    });
    await expect(extraction).rejects.toMatchObject({ code: "cancelled", message: expect.stringContaining("page 3") });
    expect(done).toEqual(["1 ok 1", "2 ok 1"]);
  }, 600_000);

  it("begins a page ahead only once it claimed it (claimPage), and skips a page another run has", async () => {
    const pdf = scannedDocument(3);
    const claimed: number[] = [];
    const events: string[] = [];
    // page 2 is another run's: neither read ahead nor in its turn
    const result = await extractTables(pdf, {
      ocr: { mode: "auto", pageTimeoutMs: 600_000, concurrency: 2 },
      claimPage: (page) => (claimed.push(page), page !== 2),
      onPageStart: (page) => events.push(`start ${page}`),
      onReadAhead: (page) => events.push(page === null ? "ahead end" : `ahead ${page}`),
    });
    expect(claimed).toEqual([1, 2, 3]);
    expect(events).toEqual(["start 1", "start 3"]);
    expect(result.pages.map((p) => p.page)).toEqual([1, 3]);
    expect(result.tables.map((t) => t.page)).toEqual([1, 3]);
  }, 600_000);

  it("refuses a mayReadAhead that is not a function", async () => {
    const pdf = makePdf([tablePage(1)]);
    await expect(
      extractTables(pdf, { ocr: { mode: "auto", mayReadAhead: true as unknown as () => boolean } }),
    ).rejects.toMatchObject({ code: "invalid_options", message: expect.stringContaining("ocr.mayReadAhead") });
  });

  it("refuses a concurrency that is not a whole number from 1 to 8", async () => {
    const pdf = makePdf([tablePage(1)]);
    for (const concurrency of [0, 1.5, 9])
      await expect(extractTables(pdf, { ocr: { mode: "auto", concurrency } })).rejects.toMatchObject({
        code: "invalid_options",
        message: expect.stringContaining("ocr.concurrency"),
      });
  });
});
