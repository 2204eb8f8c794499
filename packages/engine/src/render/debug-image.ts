import * as mupdf from "mupdf";
import type { EngineOptions } from "../options.js";
import { resolveOptions } from "../options.js";
import { pageReadError } from "../pipeline/page-failure.js";
import { processPage } from "../pipeline/process-page.js";
import type { DocumentWarning } from "../inspect/inspect-document.js";
import { withLibraryMessages } from "../reader/library-log.js";
import { openDocument } from "../reader/open-document.js";
import { REPAIRED_FILE, repairedFileMessage } from "../reader/repaired-file.js";
import type { BBox, PageContent, Table } from "../types.js";
import { withPagePixmap } from "./render-page.js";

type Rgb = [number, number, number];

const GLYPH: Rgb = [0.2, 0.6, 1];
const RULING: Rgb = [1, 0, 0];
const CELL: Rgb = [0.8, 0, 0.8];
const TABLE: Rgb = [0, 0.7, 0];

/** What the debug image shows besides the page itself. */
export interface DebugImage {
  png: Uint8Array;
  tables: Table[];
  glyphCount: number;
  rulingCount: number;
  /** `repaired_file` when MuPDF found the file damaged and rebuilt it as it opened it, as inspection and extraction say. */
  warnings: DocumentWarning[];
}

/**
 * The page rendered with what the engine saw drawn over it: glyph boxes (light
 * blue), rulings (red), cell grid (magenta) and table boxes (green, thick).
 * A page MuPDF cannot interpret throws `damaged_pdf`.
 */
export function renderDebugImage(
  pdf: Uint8Array,
  page: number,
  options: EngineOptions & { scale?: number } = {},
): DebugImage {
  const settings = resolveOptions({ ...options, debug: true });
  // MuPDF reports a repaired cross-reference table while opening (inspect-document.ts)
  const { value: opened, messages } = withLibraryMessages(() => openDocument(pdf, settings.password));
  const warnings = messages.length > 0 ? [{ code: REPAIRED_FILE, message: repairedFileMessage(messages) }] : [];
  try {
    const outcome = processPage(opened.doc, page, settings, performance.now() + settings.pageTimeoutMs);
    const content = outcome.stages["read"] as PageContent;
    const png = withPagePixmap(opened.doc, page, options.scale ?? 2, (pixmap, matrix) => {
      const device = new mupdf.DrawDevice(matrix, pixmap);
      try {
        const boxes = (list: BBox[], colour: Rgb, width: number, alpha: number) =>
          strokeBoxes(device, list, colour, width, alpha);
        boxes(
          content.glyphs.filter((g) => g.text.trim() !== "").map((g) => g.bbox),
          GLYPH,
          0.3,
          0.6,
        );
        strokeLines(device, content.rulings, RULING, 1, 0.8);
        for (const t of outcome.tables)
          boxes(
            t.rows
              .flat()
              .filter((c) => c !== null)
              .map((c) => c.bbox),
            CELL,
            0.6,
            0.9,
          );
        boxes(
          outcome.tables.map((t) => t.bbox),
          TABLE,
          2,
          0.9,
        );
        device.close();
      } finally {
        device.destroy();
      }
      return pixmap.asPNG().slice();
    });
    return {
      png,
      tables: outcome.tables,
      glyphCount: content.glyphs.length,
      rulingCount: content.rulings.length,
      warnings,
    };
  } catch (error) {
    // a page MuPDF cannot interpret is `damaged_pdf` in a sentence, as extraction reports it
    throw pageReadError(error, page);
  } finally {
    opened.close();
  }
}

function strokeBoxes(device: mupdf.Device, boxes: BBox[], colour: Rgb, width: number, alpha: number): void {
  if (boxes.length === 0) return;
  const path = new mupdf.Path();
  for (const b of boxes) path.rect(b.x0, b.y0, b.x1, b.y1);
  stroke(device, path, colour, width, alpha);
}

function strokeLines(device: mupdf.Device, lines: BBox[], colour: Rgb, width: number, alpha: number): void {
  if (lines.length === 0) return;
  const path = new mupdf.Path();
  for (const l of lines) {
    path.moveTo(l.x0, l.y0);
    path.lineTo(l.x1, l.y1);
  }
  stroke(device, path, colour, width, alpha);
}

function stroke(device: mupdf.Device, path: mupdf.Path, colour: Rgb, width: number, alpha: number): void {
  const strokeState = new mupdf.StrokeState({ lineCap: "Butt", lineJoin: "Miter", lineWidth: width, miterLimit: 10 });
  device.strokePath(path, strokeState, mupdf.Matrix.identity, mupdf.ColorSpace.DeviceRGB, colour, alpha);
  strokeState.destroy();
  path.destroy();
}
