/**
 * PDF operators for a ruled table whose column heads are printed sideways, as election
 * results set candidates' names: a head row `headHeight` tall of narrow cells, each head
 * turned a quarter anticlockwise (the text matrix `0 1 -1 0`: it reads bottom to top)
 * and set 4 pt over the row's bottom rule, the first column's head left blank as a
 * place name column's often is; under it `rows` of cells, labels flush left and figures
 * flush right, rows `rowHeight` tall. The grid's top-left corner at (x, top) in PDF points
 * from the page's bottom, the first column `labelWidth` wide, the others `width`; lines
 * 0.6 pt, Helvetica `size` pt.
 */
export function sidewaysHeadTable(
  heads: readonly string[],
  rows: readonly (readonly string[])[],
  x: number,
  top: number,
  { size = 8, labelWidth = 70, width = 26, headHeight = 90, rowHeight = 16 } = {},
): string {
  const widths = [labelWidth, ...heads.map(() => width)];
  const right = x + widths.reduce((a, b) => a + b, 0);
  const bottom = top - headHeight - rows.length * rowHeight;
  const ops: string[] = ["0.6 w 0 G"];
  for (const y of [top, ...rows.map((_, r) => top - headHeight - r * rowHeight), bottom])
    ops.push(`${x} ${y} m ${right} ${y} l S`);
  let left = x;
  for (const w of [...widths, 0]) {
    ops.push(`${left} ${top} m ${left} ${bottom} l S`);
    left += w;
  }
  const headBase = top - headHeight + 4;
  heads.forEach((head, i) => {
    // the baseline runs up the cell's middle, a third of the type size right of it (x-height centred)
    const bx = x + labelWidth + i * width + width / 2 + size / 3;
    ops.push(`BT /F1 ${size} Tf 0 1 -1 0 ${bx.toFixed(2)} ${headBase} Tm (${head}) Tj ET`);
  });
  const digit = 0.556 * size;
  rows.forEach((row, r) => {
    const baseline = top - headHeight - (r + 1) * rowHeight + 4.5;
    let cx = x;
    row.forEach((text, c) => {
      const w = widths[c] ?? 0;
      const tx = c === 0 ? cx + 3 : cx + w - 3 - text.length * digit;
      ops.push(`BT /F1 ${size} Tf ${tx.toFixed(2)} ${baseline.toFixed(2)} Td (${text}) Tj ET`);
      cx += w;
    });
  });
  return ops.join("\n");
}
