import { describe, expect, it } from "vitest";
import type { DetectInput } from "../detect/contract.js";
import { createLatticeDetector } from "../lattice/index.js";
import { openDocument } from "../reader/open-document.js";
import { readPage } from "../reader/read-page.js";
import { detectStream } from "../stream/index.js";
import { candidate, gridRows } from "../testing/candidates.js";
import { textGrid } from "../testing/grid.js";
import { makePdf } from "../testing/make-pdf.js";
import { buildLines } from "../text/lines.js";
import { resplitUnderSplit, underSplitKind } from "./undersplit.js";

/** The detectors' input for page 1 of a generated PDF, built by the real reader. */
function pageInput(content: string): DetectInput {
  const opened = openDocument(makePdf([{ content }]));
  try {
    const page = readPage(opened.doc, 1);
    const lines = buildLines(page.glyphs);
    return { content: page, lines, words: lines.flatMap((l) => l.words) };
  } finally {
    opened.close();
  }
}

const header = ["Item", "Qty", "Price"];
const items = Array.from({ length: 8 }, (_, i) => [
  `Part ${String.fromCharCode(65 + i)}`,
  String(3 + i),
  `${(2.5 * (i + 1)).toFixed(2)}`,
]);

/**
 * A table whose author ruled only the frame, the columns and the line under the header:
 * eight body rows sit in one tall cell per column.
 */
function underRuledPage(): string {
  const xs = [60, 220, 320, 420];
  const top = 700,
    headerBottom = 680,
    bottom = 680 - 8 * 14 - 6;
  const ops = [
    "0.5 w",
    `${xs[0]} ${top} m ${xs[3]} ${top} l S`,
    `${xs[0]} ${headerBottom} m ${xs[3]} ${headerBottom} l S`,
    `${xs[0]} ${bottom} m ${xs[3]} ${bottom} l S`,
  ];
  for (const x of xs) ops.push(`${x} ${top} m ${x} ${bottom} l S`);
  header.forEach((t, c) => ops.push(`BT /F1 10 Tf ${xs[c]! + 4} ${top - 14} Td (${t}) Tj ET`));
  items.forEach((row, r) =>
    row.forEach((t, c) => ops.push(`BT /F1 10 Tf ${xs[c]! + 4} ${headerBottom - 14 - r * 14} Td (${t}) Tj ET`)),
  );
  return ops.join("\n");
}

describe("underSplitKind", () => {
  it("is null for a grid with one row per line", () => {
    expect(underSplitKind(candidate(gridRows([header, ...items])))).toBeNull();
  });

  it("says rows when several cells of a row each hold a run of lines", () => {
    const tall = gridRows([header, items.map((_, c) => items.map((row) => row[c]).join("\n")).slice(0, 3)], {
      rowHeight: 60,
    });
    expect(underSplitKind(candidate(tall))).toBe("rows");
  });

  it("says columns when most rows are one cell across the grid", () => {
    const across = gridRows([
      header,
      [{ text: "Part A 3 2.50", colSpan: 3 }, null, null],
      [{ text: "Part B 4 5.00", colSpan: 3 }, null, null],
    ]);
    expect(underSplitKind(candidate(across))).toBe("columns");
  });
});

describe("resplitUnderSplit", () => {
  it("reads an under-ruled grid again by text alignment and keeps every row", () => {
    const input = pageInput(underRuledPage());
    const lattice = createLatticeDetector()(input).tables;
    expect(lattice).toHaveLength(1);
    expect(lattice[0]!.rows).toHaveLength(2);
    expect(underSplitKind(lattice[0]!)).toBe("rows");
    const { tables, replaced } = resplitUnderSplit(lattice, input, detectStream);
    expect(replaced).toBe(1);
    expect(tables[0]!.method).not.toBe("lattice");
    expect(textGrid({ ...tables[0]!, page: 1, pages: [1], index: 0, confidence: 1 })).toEqual([header, ...items]);
  });

  it("leaves a properly ruled grid untouched", () => {
    const rows = [header, ...items];
    const ops = ["0.5 w"];
    rows.forEach((_, r) => ops.push(`60 ${700 - r * 20} m 420 ${700 - r * 20} l S`));
    ops.push(`60 ${700 - rows.length * 20} m 420 ${700 - rows.length * 20} l S`);
    for (const x of [60, 220, 320, 420]) ops.push(`${x} 700 m ${x} ${700 - rows.length * 20} l S`);
    rows.forEach((row, r) =>
      row.forEach((t, c) => ops.push(`BT /F1 10 Tf ${[60, 220, 320][c]! + 4} ${700 - r * 20 - 14} Td (${t}) Tj ET`)),
    );
    const input = pageInput(ops.join("\n"));
    const lattice = createLatticeDetector()(input).tables;
    const { tables, replaced } = resplitUnderSplit(lattice, input, detectStream);
    expect(replaced).toBe(0);
    expect(tables[0]).toBe(lattice[0]);
  });
});
