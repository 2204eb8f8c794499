import * as mupdf from "mupdf";
import { afterEach, describe, expect, it, vi } from "vitest";
import { multiPagePdf, ruledTablePdf, spannedTablePdf } from "../testing/fixtures.js";
import { makePdf } from "../testing/make-pdf.js";
import { destroyAfterEach } from "../testing/mupdf-objects.js";
import { createCollectDevice } from "./collect-device.js";

const keep = destroyAfterEach();
afterEach(() => void vi.restoreAllMocks());

/** A page that makes every kind of call the raw calls take, in three colour spaces, under a scaling matrix. */
const DRAWN = [
  "0.5 0 0 0.5 20 30 cm",
  "0.2 G 1.5 w 50 700 m 550 700 l S",
  "0 0 1 RG 0.25 w 50 680 m 550 680 l 550 600 l h S",
  "0.1 0.2 0.3 0.4 K 3 w 60 500 m 60 300 l S",
  "0.9 g 50 560 500 30 re f",
  "0 0.5 0 rg 50 540 500 1 re f",
  "0 0 0 1 k 300 400 1.2 200 re f",
  "0 g 100 100 m 120 150 180 150 200 100 c f",
  "BT /F1 11 Tf 60 720 Td (Plain text) Tj ET",
  "BT /F1 9 Tf 3 Tr 60 650 Td (Invisible layer) Tj ET",
  "BT /F1 14 Tf 1 Tr 0.8 w 60 620 Td (Outlined) Tj 0 Tr ET",
  "q 55 450 60 40 re W n BT /F1 10 Tf 60 460 Td (Clipped to a box, mostly outside it) Tj ET Q",
  "BT /F2 10 Tf 0 1 -1 0 580 200 Tm (Turned a quarter) Tj ET",
].join("\n");

/** Everything a device collected from one page, glyphs copied out of the thread's store. */
function collected(bytes: Uint8Array, page: number, rawCalls: boolean) {
  const doc = keep(mupdf.Document.openDocument(bytes, "application/pdf"));
  const loaded = keep(doc.loadPage(page));
  const { device, result, release } = createCollectDevice(Infinity, rawCalls);
  try {
    loaded.run(device, mupdf.Matrix.translate(-3, -4));
    device.close();
    const glyphs = Array.from({ length: result.glyphs.length }, (_, i) => result.glyphs.glyphAt(i));
    return { ...result, glyphs };
  } finally {
    release();
    device.destroy();
  }
}

const pages: [string, Uint8Array, number][] = [
  ["a page of every call", makePdf([{ content: DRAWN }]), 0],
  ["a ruled table", ruledTablePdf().bytes, 0],
  ["a table of spanned cells", spannedTablePdf().bytes, 0],
  ["the second page of a long table", multiPagePdf(3).bytes, 1],
];

describe("createCollectDevice", () => {
  it.each(pages)("collects the same from %s with raw calls as through MuPDF.js's callbacks", (_name, bytes, page) => {
    const raw = collected(bytes, page, true);
    const wrapped = collected(bytes, page, false);
    expect(raw.glyphs.length).toBeGreaterThan(0);
    expect(raw.segments.length + raw.rects.length).toBeGreaterThan(0);
    expect(raw).toStrictEqual(wrapped);
  });

  it("collects invisible, outlined, clipped and turned text and every colour space's rules", () => {
    const raw = collected(makePdf([{ content: DRAWN }]), 0, true);
    const text = raw.glyphs.map((g) => g.text).join("");
    expect(text).toContain("Plain");
    expect(text).toContain("Invisible");
    expect(text).toContain("Outlined");
    expect(text).toContain("Turned");
    expect(raw.invisibleGlyphs).toBe("Invisible layer".length);
    // The clip keeps the glyphs whose centres lie inside its box, 60 points from the text's start.
    expect(text).toContain("Clipped");
    expect(text).not.toContain("outside it");
    const greys = new Set(raw.segments.map((s) => s.grey.toFixed(3)));
    expect(greys.size).toBeGreaterThanOrEqual(4);
    expect(raw.segments.some((s) => Math.abs(s.width - 0.75) < 1e-6)).toBe(true);
  });

  it("takes text without MuPDF.js's wrappers, and paths once each colour space's type is known", () => {
    const textDrops = vi.spyOn(mupdf.Text.prototype, "destroy");
    const pathDrops = vi.spyOn(mupdf.Path.prototype, "destroy");
    const bytes = makePdf([{ content: DRAWN }]);
    collected(bytes, 0, true);
    const raw = { text: textDrops.mock.calls.length, paths: pathDrops.mock.calls.length };
    textDrops.mockClear();
    pathDrops.mockClear();
    collected(bytes, 0, false);
    // Through the callbacks every Text and Path is wrapped and then dropped; raw, a path goes through them only
    // for a colour space met for the first time (grey, RGB, CMYK), and a clip's path always.
    expect(textDrops.mock.calls.length).toBeGreaterThanOrEqual(5);
    expect(pathDrops.mock.calls.length).toBeGreaterThanOrEqual(8);
    expect(raw.text).toBe(0);
    expect(raw.paths).toBe(4);
  });
});
