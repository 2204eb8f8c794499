import { describe, expect, it } from "vitest";
import type { Glyph } from "../types.js";
import { cellText } from "./cell-text.js";
import { DEFAULT_LEADER_SETTINGS } from "./leaders.js";

/** Glyphs of a string written upright from (x, baseline y), 10 pt, each letter 5.5 pt and a period or space 2.8 pt wide. */
function write(text: string, x: number, y: number): Glyph[] {
  const out: Glyph[] = [];
  let pen = 0;
  for (const ch of text) {
    const adv = ch === " " || ch === "." ? 2.8 : 5.5;
    out.push({
      text: ch,
      bbox: { x0: x + pen, y0: y - 8, x1: x + pen + adv, y1: y + 2 },
      fontSize: 10,
      fontName: "Helvetica",
      bold: false,
      direction: 0,
    });
    pen += adv;
  }
  return out;
}

/** Periods set one by one, `gap` pt from one to the next (a typesetter's spaced leader). */
function spacedDots(count: number, x: number, y: number, gap = 5): Glyph[] {
  const out: Glyph[] = [];
  for (let i = 0; i < count; i++) out.push(...write(".", x + i * gap, y));
  return out;
}

const read = (glyphs: Glyph[]) => cellText(glyphs, undefined, DEFAULT_LEADER_SETTINGS);

describe("cellText without dot leaders", () => {
  it("cuts a run of periods after the label, spaced or in the label's own text run", () => {
    expect(read(write("Property, plant and equipment ..........", 50, 100))).toBe("Property, plant and equipment");
    expect(read(write("Inventories..............", 50, 100))).toBe("Inventories");
    expect(read([...write("Cost of sales", 50, 100), ...spacedDots(12, 130, 100)])).toBe("Cost of sales");
    // Leaders of other characters: dot leader and ellipsis glyphs.
    expect(read(write("Services \u2024\u2024\u2024\u2024\u2024", 50, 100))).toBe("Services");
    expect(read(write("Services\u2026\u2026", 50, 100))).toBe("Services");
  });

  it("leaves a label's own points, an ellipsis and short runs alone", () => {
    expect(read(write("Plant, etc. and 1.5 m...", 50, 100))).toBe("Plant, etc. and 1.5 m...");
    expect(read(write("Note 3 ..", 50, 100))).toBe("Note 3 ..");
  });

  it("keeps a cell of dots alone: a placeholder, not a leader", () => {
    expect(read(write("..", 50, 100))).toBe("..");
    expect(read(write("...", 50, 100))).toBe("...");
    expect(read(write(".......", 50, 100))).toBe(".......");
    expect(read(spacedDots(6, 50, 100))).toBe(". . . . . .");
  });

  it("keeps the other lines of a wrapped cell and drops a line of leaders alone under a label", () => {
    const glyphs = [...write("Trade and other", 50, 100), ...write("receivables ..........", 50, 112)];
    expect(read(glyphs)).toBe("Trade and other\nreceivables");
    expect(read([...write("Borrowings", 50, 100), ...write("..........", 50, 112)])).toBe("Borrowings");
  });

  it("keeps the dots without the leader settings (a cell read for another purpose)", () => {
    expect(cellText(write("Inventories..............", 50, 100))).toBe("Inventories..............");
  });
});
