import { makePdf } from "./make-pdf.js";

/** How each cell's box is drawn: stroked as one rectangle, or each side a fill cut on the slant at its corners (as browsers print borders). */
export type BoxDrawing = "stroked" | "mitred-fills";

const FONT = 10;
const ROW = 22;
/** Border thickness, in points (a CSS pixel). */
const BORDER = 0.75;

const pdfString = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

/** The four sides of a box as fills, each cut on the slant where it meets the next (a mitre), in PDF coordinates. */
function mitredSides(x0: number, y0: number, x1: number, y1: number): string {
  const t = BORDER;
  return [
    // top: a full-width bar; bottom: the same; left and right: bars whose ends are cut along the corners' diagonals
    `${x0} ${y1} m ${x1} ${y1} l ${x1} ${y1 - t} l ${x0} ${y1 - t} l h f`,
    `${x0} ${y0} m ${x1} ${y0} l ${x1} ${y0 + t} l ${x0} ${y0 + t} l h f`,
    `${x0} ${y0} m ${x0} ${y1} l ${x0 + t} ${y1 - t} l ${x0 + t} ${y0 + t} l f`,
    `${x1} ${y0} m ${x1} ${y1} l ${x1 - t} ${y1 - t} l ${x1 - t} ${y0 + t} l f`,
  ].join("\n");
}

/**
 * A page with a line of prose and, under it, a table whose every cell is boxed on its own,
 * `gap` points from its neighbours (CSS `border-collapse: separate`), no frame round the table.
 */
export function boxedCellsPdf(rows: string[][], widths: number[], gap: number, drawing: BoxDrawing): Uint8Array {
  const ops = [`BT /F1 ${FONT} Tf 60 745 Td ${pdfString("Stock held at each depot at the end of the year.")} Tj ET`];
  let top = 720;
  for (const row of rows) {
    let x = 60;
    row.forEach((text, c) => {
      const w = widths[c]!;
      const [x0, y0, x1, y1] = [x, top - ROW, x + w, top];
      ops.push(
        drawing === "stroked" ? `${BORDER} w ${x0} ${y0} ${w} ${ROW} re S` : mitredSides(x0, y0, x1, y1),
        `BT /F1 ${FONT} Tf ${x0 + 5} ${y0 + 7} Td ${pdfString(text)} Tj ET`,
      );
      x += w + gap;
    });
    top -= ROW + gap;
  }
  return makePdf([{ content: ops.join("\n") }]);
}

/**
 * A page with a line of prose and a table drawn as HTML drew borders before CSS: one fill
 * in `background` grey (0 black) under the whole table, each cell painted white over it
 * `gap` points from its neighbours, so the lines are the background showing between cells.
 */
export function paintedGridPdf(rows: string[][], widths: number[], gap: number, background = 0): Uint8Array {
  const ops = [`BT /F1 ${FONT} Tf 60 745 Td ${pdfString("Stock held at each depot at the end of the year.")} Tj ET`];
  const top = 720;
  const width = widths.reduce((a, b) => a + b, 0) + gap * (widths.length + 1);
  const height = rows.length * ROW + gap * (rows.length + 1);
  ops.push(`${background} g 60 ${top - height} ${width} ${height} re f`);
  let y = top - gap;
  for (const row of rows) {
    let x = 60 + gap;
    row.forEach((text, c) => {
      const w = widths[c]!;
      ops.push(
        `1 g ${x} ${y - ROW} ${w} ${ROW} re f`,
        `0 g BT /F1 ${FONT} Tf ${x + 4} ${y - ROW + 7} Td ${pdfString(text)} Tj ET`,
      );
      x += w + gap;
    });
    y -= ROW + gap;
  }
  return makePdf([{ content: ops.join("\n") }]);
}
