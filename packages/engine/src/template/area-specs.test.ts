import { describe, expect, it } from "vitest";
import type { TextLine } from "../types.js";
import { resolveAreaSpecs, type AreaSpecInput } from "./area-specs.js";
import type { TemplateArea } from "./types.js";

/** A one-word line whose glyphs are 5 pt wide, top-left at (x, y). */
function line(text: string, x: number, y: number): TextLine {
  const glyphs = [...text].map((ch, i) => ({
    text: ch,
    bbox: { x0: x + 5 * i, y0: y, x1: x + 5 * (i + 1), y1: y + 10 },
    fontSize: 10,
    fontName: "F",
    bold: false,
    direction: 0 as const,
  }));
  const bbox = { x0: x, y0: y, x1: x + 5 * text.length, y1: y + 10 };
  return {
    text,
    bbox,
    baseline: y + 8,
    direction: 0,
    words: [{ text, bbox, glyphs, fontSize: 10, bold: false, direction: 0 }],
  };
}

const base: AreaSpecInput = {
  page: 2,
  pageCount: 3,
  width: 600,
  height: 800,
  templateAreas: [],
  method: "auto",
  lines: [line("Totals", 100, 500)],
};
const area = (over: Partial<TemplateArea>): TemplateArea => ({ page: "all", box: [50, 60, 300, 400], ...over });

describe("resolveAreaSpecs", () => {
  it("leaves a page without areas to be read automatically", () => {
    expect(resolveAreaSpecs(base)).toEqual({ restricted: false, specs: [], warnings: [] });
    expect(resolveAreaSpecs({ ...base, templateAreas: [area({ page: 1 }), area({ page: "last" })] }).restricted).toBe(
      false,
    );
  });

  it("matches page rules and fills the default method and the request's columns", () => {
    const templateAreas = [
      area({ page: 2, method: "lattice", header_rows: 0 }),
      area({ page: "all", columns: [120] }),
      area({ page: "last" }),
    ];
    const specs = resolveAreaSpecs({ ...base, templateAreas, columns: [90, 200] }).specs;
    expect(specs).toEqual([
      {
        box: { x0: 50, y0: 60, x1: 300, y1: 400 },
        columns: [90, 200],
        method: "lattice",
        headerRows: 0,
        source: "template.areas[0]",
      },
      { box: { x0: 50, y0: 60, x1: 300, y1: 400 }, columns: [120], method: "auto", source: "template.areas[1]" },
    ]);
    expect(resolveAreaSpecs({ ...base, page: 3, templateAreas }).specs.map((s) => s.source)).toEqual([
      "template.areas[1]",
      "template.areas[2]",
    ]);
  });

  it("gives each area only the guides that cut its box", () => {
    const areas = [
      { x0: 10, y0: 10, x1: 200, y1: 100 },
      { x0: 300, y0: 10, x1: 500, y1: 100 },
      { x0: 520, y0: 10, x1: 590, y1: 100 },
    ];
    const specs = resolveAreaSpecs({ ...base, areas, columns: [100, 200, 400] }).specs;
    expect(specs.map((s) => s.columns)).toEqual([[100], [400], undefined]);
    const anchored = resolveAreaSpecs({
      ...base,
      templateAreas: [area({ anchor: { text: "Totals" }, box: [0, 0, 200, 50], columns: [50, 150, 250] })],
    }).specs;
    expect(anchored[0]!.columns).toEqual([150, 250]);
  });

  it("lets the request's areas replace the template's on their page", () => {
    const out = resolveAreaSpecs({
      ...base,
      method: "stream",
      areas: [{ x0: 1, y0: 2, x1: 30, y1: 40 }],
      templateAreas: [area({})],
    });
    expect(out.specs).toEqual([{ box: { x0: 1, y0: 2, x1: 30, y1: 40 }, method: "stream", source: "areas[0]" }]);
  });

  it("places anchored boxes from the anchor's top-left and clips them to the page", () => {
    const specs = resolveAreaSpecs({
      ...base,
      templateAreas: [area({ anchor: { text: "totals" }, box: [-60, 15, 200, 400] })],
    }).specs;
    expect(specs[0]!.box).toEqual({ x0: 40, y0: 515, x1: 300, y1: 800 });
  });

  it("warns, and reads nothing, for a missing anchor or a box off the page", () => {
    const out = resolveAreaSpecs({
      ...base,
      templateAreas: [
        area({ anchor: { text: "Grand total" } }),
        area({ box: [50, 60, 300, 820] }),
        area({ anchor: { text: "Totals" }, box: [0, 400, 100, 500] }),
        area({ box: [0, 0, 10, 10] }),
      ],
    });
    expect(out.restricted).toBe(true);
    expect(out.specs.map((s) => s.source)).toEqual(["template.areas[3]"]);
    expect(out.warnings.map((w) => [w.page, w.code, w.message.split(":")[0]])).toEqual([
      [2, "anchor_not_found", "template.areas[0]"],
      [2, "area_outside_page", "template.areas[1]"],
      [2, "area_outside_page", "template.areas[2]"],
    ]);
  });

  it("allows a point of slack at the page edges", () => {
    const out = resolveAreaSpecs({ ...base, areas: [{ x0: -1, y0: 0, x1: 601, y1: 800.5 }] });
    expect(out.warnings).toEqual([]);
    expect(out.specs[0]!.box).toEqual({ x0: 0, y0: 0, x1: 600, y1: 800 });
    const sliver = resolveAreaSpecs({ ...base, areas: [{ x0: -1, y0: 0, x1: -0.5, y1: 800 }] });
    expect(sliver.specs).toEqual([]);
    expect(sliver.warnings.map((w) => w.code)).toEqual(["area_outside_page"]);
  });
});
