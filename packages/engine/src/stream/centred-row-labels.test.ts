import { describe, expect, it } from "vitest";
import type { Word } from "../types.js";
import { detectStream } from "./index.js";
import { pageInput, phrase, phraseRight, texts } from "./synthetic-page.js";

const GROUPS: Array<[string, string[][]]> = [
  [
    "North",
    [
      ["Oslo", "412", "388"],
      ["Bergen", "198", "205"],
      ["Tromso", "77", "71"],
    ],
  ],
  [
    "South",
    [
      ["Arendal", "61", "64"],
      ["Mandal", "143", "139"],
    ],
  ],
  [
    "West",
    [
      ["Stavanger", "233", "219"],
      ["Haugesund", "58", "57"],
      ["Alesund", "91", "95"],
      ["Molde", "44", "41"],
    ],
  ],
];

/** A header and the groups' items 15 pt apart; each group's label placed by `labelY` (its items' baselines). */
function page(labelY: (baselines: number[]) => number): Word[] {
  const words: Word[] = [
    ...phrase("Region", 72, 100, 9, true),
    ...phrase("Branch", 140, 100, 9, true),
    ...phraseRight("2024", 215, 100, 9),
    ...phraseRight("2023", 250, 100, 9),
  ];
  let y = 115;
  for (const [label, items] of GROUPS) {
    const baselines = items.map((_, i) => y + i * 15);
    words.push(...phrase(label, 72, labelY(baselines), 9));
    items.forEach((r, i) => {
      const b = baselines[i]!;
      words.push(...phrase(r[0]!, 140, b, 9), ...phraseRight(r[1]!, 215, b, 9), ...phraseRight(r[2]!, 250, b, 9));
    });
    y += items.length * 15;
  }
  return words;
}

function read(words: Word[]): string[][] {
  const found = detectStream(pageInput(words)).tables;
  expect(found).toHaveLength(1);
  return texts(found[0]!.rows).map((r) => r.map((c) => c ?? ""));
}

/** The expected grid: each label at its group's first row. */
const atFirstRows = [
  ["Region", "Branch", "2024", "2023"],
  ...GROUPS.flatMap(([label, items]) => items.map((r, i) => [i === 0 ? label : "", ...r])),
];

describe("row labels centred down the rows they span", () => {
  it("reads each label at its group's first row, a label between two rows taking no row of its own", () => {
    const middle = (b: number[]) => (b[0]! + b[b.length - 1]!) / 2;
    expect(read(page(middle))).toEqual(atFirstRows);
  });

  it("leaves labels set on their group's first row as they are", () => {
    expect(read(page((b) => b[0]!))).toEqual(atFirstRows);
  });

  it("leaves labels set on their group's last row, whose span the page does not show", () => {
    const got = read(page((b) => b[b.length - 1]!));
    expect(got.map((r) => r[0])).toEqual(["Region", "", "", "North", "", "South", "", "", "", "West"]);
  });
});
