import { describe, expect, it } from "vitest";
import { groupIndicesIntoBands, groupIntoBands, type LineBandRules } from "./line-bands.js";

interface Item {
  name: string;
  y0: number;
  y1: number;
  size: number;
}

const byHeight: LineBandRules = {
  recentBands: 12,
  minOverlap: 0.5,
  centreSlack: 0.1,
  equalOverlapToOlder: true,
  growth: { by: "height", fullSize: 0.8 },
};
const byFontSize: LineBandRules = {
  recentBands: 6,
  minOverlap: 0.5,
  centreSlack: null,
  equalOverlapToOlder: false,
  growth: { by: "fontSize", fullSize: 0.8, takeOver: 1.25 },
};

function item(name: string, y0: number, y1: number, size = y1 - y0): Item {
  return { name, y0, y1, size };
}

/** The names in each band, bands in the order they were opened. */
function group(items: Item[], rules: LineBandRules): string[][] {
  const bands = groupIntoBands(
    items,
    (i) => ({ x0: 0, x1: 1, y0: i.y0, y1: i.y1 }),
    (i) => i.size,
    rules,
  );
  return bands.map((b) => b.items.map((i) => i.name));
}

describe("groupIntoBands", () => {
  it("puts items overlapping by the minimum share on one line and the rest on their own", () => {
    const items = [item("a", 100, 110), item("b", 104, 114), item("c", 106, 116), item("d", 130, 140)];
    // b overlaps a by 0.6; c overlaps the widened band (100..114) by 0.8; d overlaps nothing.
    expect(group(items, byHeight)).toEqual([["a", "b", "c"], ["d"]]);
    expect(group(items, { ...byHeight, minOverlap: 0.9 })).toEqual([["a"], ["b"], ["c"], ["d"]]);
  });

  it("keeps superscripts on their line without letting them widen it (height growth)", () => {
    // A small raised item overlaps the line, then an item just below overlaps only the raised part's reach.
    const items = [item("x", 100, 110), item("sup", 97, 103), item("next", 109, 119)];
    const bands = groupIntoBands(
      items,
      (i) => ({ x0: 0, x1: 1, y0: i.y0, y1: i.y1 }),
      (i) => i.size,
      byHeight,
    );
    expect(bands.map((b) => b.items.map((i) => i.name))).toEqual([["x", "sup"], ["next"]]);
    expect(bands[0]!.top).toBe(100);
  });

  it("needs the centre inside the line when a centre slack is set", () => {
    // A tall item (y 95..125, centre 110) overlaps the 100..110 line fully but sits mostly below it.
    const items = [item("line", 100, 110), item("tall", 95, 125)];
    expect(group(items, byHeight)).toEqual([["line", "tall"]]);
    const low = [item("line", 100, 110), item("low", 102, 130)];
    expect(group(low, byHeight)).toEqual([["line"], ["low"]]);
    expect(group(low, { ...byHeight, centreSlack: null })).toEqual([["line", "low"]]);
  });

  it("gives an item overlapping two lines equally to the older or the newer one as the rules say", () => {
    // Two lines far enough apart to stay separate, then an item half over each.
    const items = [item("up", 100, 110), item("down", 120, 130), item("mid", 105, 125, 20)];
    const rules = { ...byFontSize, minOverlap: 0.5 };
    expect(group(items, { ...rules, equalOverlapToOlder: true })).toEqual([["up", "mid"], ["down"]]);
    expect(group(items, { ...rules, equalOverlapToOlder: false })).toEqual([["up"], ["down", "mid"]]);
  });

  it("lets a larger word take over a line opened by a small one (font size growth)", () => {
    const items = [item("marker", 100, 105, 5), item("word", 101, 111, 10), item("below", 108, 118, 10)];
    const bands = groupIntoBands(
      items,
      (i) => ({ x0: 0, x1: 1, y0: i.y0, y1: i.y1 }),
      (i) => i.size,
      byFontSize,
    );
    // The word replaces the marker's extent (101..111), so "below" overlaps it by 0.3 only.
    expect(bands.map((b) => [b.top, b.bottom, b.size])).toEqual([
      [101, 111, 10],
      [108, 118, 10],
    ]);
  });

  it("compares an item with the most recent lines only", () => {
    const lines = [0, 1, 2].map((i) => item(`l${i}`, 100 + i * 20, 110 + i * 20));
    const late = item("late", 100, 110);
    expect(group([...lines, late], { ...byHeight, recentBands: 3 })).toEqual([["l0", "late"], ["l1"], ["l2"]]);
    expect(group([...lines, late], { ...byHeight, recentBands: 2 })).toEqual([["l0"], ["l1"], ["l2"], ["late"]]);
  });
});

describe("groupIndicesIntoBands", () => {
  it("groups items given by index and a flat box array as groupIntoBands groups the items themselves", () => {
    const items = [
      item("a", 100, 110),
      item("b", 104, 114),
      item("sup", 97, 103),
      item("d", 130, 140),
      item("e", 131, 141),
    ];
    const boxes = new Float64Array(items.flatMap((i) => [0, i.y0, 1, i.y1]));
    // Indices in the order given, which need not be 0..n-1: the items as they are read.
    const order = [3, 0, 4, 1, 2];
    const bands = groupIndicesIntoBands(order, boxes, null, byHeight);
    const expected = groupIntoBands(
      order.map((i) => items[i]!),
      (i) => ({ x0: 0, x1: 1, y0: i.y0, y1: i.y1 }),
      (i) => i.size,
      byHeight,
    );
    expect(bands.map((b) => b.items.map((i) => items[i]!.name))).toEqual(
      expected.map((b) => b.items.map((i) => i.name)),
    );
    expect(bands.map((b) => [b.top, b.bottom])).toEqual(expected.map((b) => [b.top, b.bottom]));
    expect(bands.map((b) => b.items)).toEqual([
      [3, 4],
      [0, 1, 2],
    ]);
  });

  it("reads sizes by index with font size growth", () => {
    const boxes = new Float64Array([0, 100, 1, 105, 0, 101, 1, 111]);
    const bands = groupIndicesIntoBands([0, 1], boxes, new Float64Array([5, 10]), byFontSize);
    expect(bands.map((b) => [b.top, b.bottom, b.size, b.items])).toEqual([[101, 111, 10, [0, 1]]]);
  });

  it("stops the search early only where comparing every recent band would find the same bands", () => {
    // The builder as it was before the early stop, comparing every one of the recent bands.
    function everyBand(order: number[], boxes: Float64Array, size: Float64Array | null, rules: LineBandRules) {
      const bands: { top: number; bottom: number; size: number; items: number[] }[] = [];
      const { recentBands, minOverlap, centreSlack, equalOverlapToOlder, growth } = rules;
      for (const item of order) {
        const y0 = boxes[4 * item + 1]!,
          y1 = boxes[4 * item + 3]!;
        const h = y1 - y0,
          cy = (y0 + y1) / 2;
        let best: (typeof bands)[number] | null = null;
        let bestShare = 0;
        for (let i = bands.length - 1; i >= 0 && i >= bands.length - recentBands; i--) {
          const band = bands[i]!;
          const overlap = Math.min(band.bottom, y1) - Math.max(band.top, y0);
          const share = overlap / Math.max(1e-6, Math.min(h, band.bottom - band.top));
          if (share < minOverlap || share <= 0) continue;
          if (centreSlack !== null && (cy < band.top - centreSlack * h || cy > band.bottom + centreSlack * h)) continue;
          if (best === null || share > bestShare || (equalOverlapToOlder && share === bestShare)) {
            best = band;
            bestShare = share;
          }
        }
        const s = size === null ? 0 : size[item]!;
        if (best === null) {
          bands.push({ top: y0, bottom: y1, size: growth.by === "fontSize" ? s : 0, items: [item] });
          continue;
        }
        best.items.push(item);
        const grow = () => {
          best.top = Math.min(best.top, y0);
          best.bottom = Math.max(best.bottom, y1);
        };
        if (growth.by === "height") {
          if (h >= growth.fullSize * (best.bottom - best.top)) grow();
        } else if (s > best.size * growth.takeOver) {
          best.top = y0;
          best.bottom = y1;
          best.size = s;
        } else if (s >= best.size * growth.fullSize) grow();
      }
      return bands;
    }
    let seed = 5;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const odd = [NaN, Infinity, -Infinity, 1e308, -1e308, 0, -0];
    for (let round = 0; round < 300; round++) {
      const n = 1 + Math.floor(random() * 60);
      const boxes = new Float64Array(4 * n);
      const size = new Float64Array(n);
      for (let i = 0; i < n; i++) {
        // Mostly lines top to bottom, some tall, some out of order, now and then a value that is not modest.
        const y = random() < 0.8 ? i * 9 + random() * 6 : random() * 9 * n;
        const h = random() < 0.1 ? 40 * random() : 4 + 8 * random();
        boxes[4 * i + 1] = random() < 0.02 ? odd[Math.floor(random() * odd.length)]! : y;
        boxes[4 * i + 3] = random() < 0.02 ? odd[Math.floor(random() * odd.length)]! : y + h;
        size[i] = random() < 0.3 ? 2 * h : h;
      }
      const order = Array.from({ length: n }, (_, i) => i);
      for (const rules of [byHeight, byFontSize, { ...byHeight, recentBands: 3 }]) {
        const sizes = rules.growth.by === "fontSize" ? size : null;
        expect(groupIndicesIntoBands(order, boxes, sizes, rules)).toEqual(everyBand(order, boxes, sizes, rules));
      }
    }
  });
});
