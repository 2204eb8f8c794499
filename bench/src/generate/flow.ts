import type { ExpectedTable } from "../corpus/entry.js";
import { PageCanvas } from "../pdf/canvas.js";
import { drawTable } from "../pdf/draw-table.js";
import { expectedGrid, type TableSpec } from "../pdf/table-spec.js";
import { writePdf, type PdfPage } from "../pdf/writer.js";
import { drawBarChart, drawBullets, drawColumns, drawContents, drawDefinitions, type BarChart } from "./non-tables.js";
import { drawLetterhead, type Letterhead } from "./letterhead.js";
import { drawProse } from "./prose.js";

/**
 * Something placed on a page, top to bottom. `space` moves the next block
 * (negative: closer than the usual gap); `legend` is a block of short lines
 * printed to the right of the table it comes with (not part of it); `chart`,
 * `columns` (two columns of prose), `bullets` and `definitions` (a legend of
 * symbols or terms, each beside its meaning) and `contents` (a table of
 * contents: titles with dot leaders to page numbers) and `letterhead` (a letter's address blocks) are things
 * that are not tables. `watermark` draws a large light word turned `turn` degrees (default 40; 0 upright) across
 * the page, its baseline's middle on the page's centre or at the height `at` (drawn where it stands in the list, so over what came before it),
 * without moving the next block. `stamp` draws a rubber stamp, a bold word in a box stroked `size` / 12 wide,
 * centred on (x, y) and turned `turn` degrees (default 0), in a grey level, also without moving the next block.
 */
export type Block =
  | { table: TableSpec; legend?: string[] }
  | { prose: string[] }
  | { title: string }
  | { space: number }
  | { chart: BarChart }
  | { columns: [string[], string[]] }
  | { bullets: string[] }
  | { contents: [string, number][] }
  | { definitions: [string, string][]; size?: number; heading?: boolean }
  | { letterhead: Letterhead }
  | { watermark: string; size?: number; grey?: number; turn?: number; at?: number }
  | { stamp: string; x: number; y: number; size?: number; turn?: number; grey?: number };

/** A page of blocks: its MediaBox, /Rotate and content. */
export interface PageSpec {
  media?: { width: number; height: number };
  rotate?: 0 | 90 | 180 | 270;
  /**
   * Draw the content turned by this angle on an unrotated page (no /Rotate):
   * a landscape table printed sideways on a portrait page, text running up or down.
   */
  sideways?: 90 | 270;
  /**
   * The order the page's text is written in the content stream, when not the order it is drawn in (top to bottom):
   * `columns` left to right by where each piece of text starts (a producer writing a table column by column; a
   * right-aligned column's pieces come in order of their width, not down the column); `bottom-up` the
   * lines from the foot of the page up; `shuffled` a fixed random order. Only the order of the text operators
   * changes: the page looks the same.
   */
  textOrder?: "columns" | "bottom-up" | "shuffled";
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
      } else if ("space" in block) {
        y += block.space;
      } else if ("chart" in block) {
        y = drawBarChart(canvas, block.chart, MARGIN, y) + GAP;
      } else if ("columns" in block) {
        y = drawColumns(canvas, block.columns, MARGIN, y, canvas.width - 2 * MARGIN) + GAP / 2;
      } else if ("definitions" in block) {
        y = drawDefinitions(canvas, block.definitions, MARGIN, y, block.size, block.heading) + GAP / 2;
      } else if ("contents" in block) {
        y = drawContents(canvas, block.contents, MARGIN, y, canvas.width - 2 * MARGIN) + GAP / 2;
      } else if ("watermark" in block) {
        const size = block.size ?? 90;
        const width = canvas.measure(block.watermark, size, "Helvetica-Bold");
        const degrees = block.turn ?? 40;
        const turn = (degrees * Math.PI) / 180;
        // The middle of the word's baseline on the centre.
        const [cx, cy] = [canvas.width / 2, block.at ?? canvas.height / 2];
        const x = cx - (Math.cos(turn) * width) / 2;
        const baseline = cy + (Math.sin(turn) * width) / 2;
        canvas.textTurned(x, baseline, block.watermark, size, degrees, block.grey ?? 0.85);
      } else if ("stamp" in block) {
        drawStamp(canvas, block);
      } else if ("letterhead" in block) {
        y = drawLetterhead(canvas, block.letterhead, MARGIN, y, canvas.width - 2 * MARGIN) + GAP;
      } else if ("bullets" in block) {
        y = drawBullets(canvas, block.bullets, MARGIN, y) + GAP / 2;
      } else {
        const drawn = drawTable(canvas, block.table, MARGIN, y);
        if (block.legend) drawProse(canvas, block.legend, drawn.x1 + 24, drawn.y0, 8);
        y = drawn.y1 + GAP;
        tables.push({ page: i + 1, cells: expectedGrid(block.table) });
      }
    }
    if (spec.textOrder) reorderText(canvas.ops, spec.textOrder, i + 1);
    return spec.sideways ? { ...canvas.page(), rotate: 0 as const } : canvas.page();
  });
  return { pdf: writePdf(written), tables };
}

/**
 * Puts the text operators among `ops` in another order, in place: each keeps one of the slots text took, so
 * rules and fills stay where they were. A text operator's place is its `Td` (PDF coordinates, y up).
 */
function reorderText(ops: string[], order: "columns" | "bottom-up" | "shuffled", seed: number): void {
  const slots: number[] = [];
  const texts: Array<{ op: string; x: number; y: number; key: number }> = [];
  let state = seed * 7919;
  const next = () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
  ops.forEach((op, i) => {
    const at = /(-?[\d.]+) (-?[\d.]+) Td/u.exec(op);
    if (!op.includes("BT") || !at) return;
    slots.push(i);
    texts.push({ op, x: Number(at[1]), y: Number(at[2]), key: next() });
  });
  const sorted =
    order === "columns"
      ? texts.sort((a, b) => a.x - b.x || b.y - a.y)
      : order === "bottom-up"
        ? texts.sort((a, b) => a.y - b.y || a.x - b.x)
        : texts.sort((a, b) => a.key - b.key);
  slots.forEach((slot, i) => {
    ops[slot] = sorted[i]!.op;
  });
}

/** A rubber stamp: the word in bold with a box around it, turned about its centre (anticlockwise on the page). */
function drawStamp(
  canvas: PageCanvas,
  stamp: { stamp: string; x: number; y: number; size?: number; turn?: number; grey?: number },
): void {
  const size = stamp.size ?? 36;
  const grey = stamp.grey ?? 0.35;
  const degrees = stamp.turn ?? 0;
  const turn = (degrees * Math.PI) / 180;
  const [c, s] = [Math.cos(turn), Math.sin(turn)];
  // A point (u along the word, v down from its middle) in page coordinates.
  const at = (u: number, v: number): [number, number] => [stamp.x + u * c + v * s, stamp.y - u * s + v * c];
  const width = canvas.measure(stamp.stamp, size, "Helvetica-Bold");
  const [hw, hh] = [width / 2 + size * 0.3, size * 0.65];
  canvas.outline([at(-hw, -hh), at(hw, -hh), at(hw, hh), at(-hw, hh)], size / 12, grey);
  const [x, baseline] = at(-width / 2, size * 0.35);
  canvas.textTurned(x, baseline, stamp.stamp, size, degrees, grey);
}
