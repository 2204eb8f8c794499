import { readFile } from "node:fs/promises";
import { performance } from "node:perf_hooks";
import * as mupdf from "mupdf";
import type { LoadedEntry } from "../corpus/load.js";

/** What one bare pass over a document touched. */
export interface BareCounts {
  pages: number;
  glyphs: number;
  pathPoints: number;
}

const free = (...objects: unknown[]) => {
  for (const o of objects) (o as { destroy?: () => void } | null)?.destroy?.();
};

/**
 * The floor of any MuPDF.js extractor: open the PDF, load every page and run
 * it through a device that walks every glyph and every path point, keeping
 * nothing. The engine does this and then finds the tables, so its time over
 * this one is the engine's own cost.
 */
export function barePass(pdf: Uint8Array): BareCounts {
  const counts: BareCounts = { pages: 0, glyphs: 0, pathPoints: 0 };
  const doc = mupdf.Document.openDocument(pdf, "application/pdf");
  const walkText = (text: mupdf.Text) => text.walk({ showGlyph: () => void counts.glyphs++ });
  const walkPath = (path: mupdf.Path) =>
    path.walk({
      moveTo: () => void counts.pathPoints++,
      lineTo: () => void counts.pathPoints++,
      curveTo: () => void (counts.pathPoints += 3),
      closePath: () => {},
    });
  const device = new mupdf.Device({
    fillText: (text, _ctm, colorspace) => (walkText(text), free(text, colorspace)),
    strokeText: (text, stroke, _ctm, colorspace) => (walkText(text), free(text, stroke, colorspace)),
    ignoreText: (text) => (walkText(text), free(text)),
    fillPath: (path, _evenOdd, _ctm, colorspace) => (walkPath(path), free(path, colorspace)),
    strokePath: (path, stroke, _ctm, colorspace) => (walkPath(path), free(path, stroke, colorspace)),
    fillImage: (image) => free(image),
  });
  try {
    const n = doc.countPages();
    for (let i = 0; i < n; i++) {
      const page = doc.loadPage(i);
      try {
        page.run(device, mupdf.Matrix.identity);
        counts.pages++;
      } finally {
        page.destroy();
      }
    }
  } finally {
    device.close();
    device.destroy();
    doc.destroy();
  }
  return counts;
}

/** Warm wall time of the bare pass over every corpus file (after one warm-up file), in milliseconds. */
export async function barePassSpeed(
  entries: LoadedEntry[],
): Promise<{ elapsedMs: number; cpuMs: number; pages: number; failed: number }> {
  const pdfs = await Promise.all(entries.map(async (e) => new Uint8Array(await readFile(e.pdfPath))));
  if (pdfs[0]) {
    try {
      barePass(pdfs[0]);
    } catch {
      // a warm-up only
    }
  }
  let pages = 0;
  let failed = 0;
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  for (const pdf of pdfs) {
    try {
      pages += barePass(pdf).pages;
    } catch {
      failed++;
    }
  }
  const cpu = process.cpuUsage(cpuStart);
  return { elapsedMs: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000, pages, failed };
}
