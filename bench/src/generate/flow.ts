import type { ExpectedTable } from "../corpus/entry.js";
import { PageCanvas } from "../pdf/canvas.js";
import { drawTable } from "../pdf/draw-table.js";
import { expectedGrid, type TableSpec } from "../pdf/table-spec.js";
import { writePdf, type PdfPage } from "../pdf/writer.js";
import { drawProse } from "./prose.js";

/** Something placed on a page, top to bottom. */
export type Block = { table: TableSpec } | { prose: string[] } | { title: string };

/** A page of blocks: its MediaBox, /Rotate and content. */
export interface PageSpec {
  media?: { width: number; height: number };
  rotate?: 0 | 90 | 180 | 270;
  /**
   * Draw the content turned by this angle on an unrotated page (no /Rotate):
   * a landscape table printed sideways on a portrait page, text running up or down.
   */
  sideways?: 90 | 270;
  blocks: Block[];
}

const LETTER = { width: 612, height: 792 };
const MARGIN = 54;
const GAP = 18;

/**
 * Lays out pages of blocks with the tiny PDF writer and returns the PDF with
 * every table's expected grid, taken from the specs (never from a reader).
 */
export function flowPdf(pages: PageSpec[]): { pdf: Uint8Array; tables: ExpectedTable[] } {
  const tables: ExpectedTable[] = [];
  const written: PdfPage[] = pages.map((spec, i) => {
    const canvas = new PageCanvas(spec.media ?? LETTER, spec.sideways ?? spec.rotate ?? 0);
    let y = MARGIN;
    for (const block of spec.blocks) {
      if ("title" in block) {
        canvas.text(MARGIN, y + 13, block.title, 13, "Helvetica-Bold");
        y += 13 + GAP;
      } else if ("prose" in block) {
        y = drawProse(canvas, block.prose, MARGIN, y) + GAP / 2;
      } else {
        y = drawTable(canvas, block.table, MARGIN, y).y1 + GAP;
        tables.push({ page: i + 1, cells: expectedGrid(block.table) });
      }
    }
    return spec.sideways ? { ...canvas.page(), rotate: 0 as const } : canvas.page();
  });
  return { pdf: writePdf(written), tables };
}
