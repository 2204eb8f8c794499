import { describe, expect, it } from "vitest";
import { CellIndex } from "./cell-index.js";

function itemsUnder(index: CellIndex, key: number): number[] {
  const out: number[] = [];
  for (let e = index.firstEntry(key); e !== -1; e = index.nextEntry(e)) out.push(index.itemAt(e));
  return out;
}

describe("CellIndex", () => {
  it("answers a key's items in filing order, and none for a key never filed", () => {
    const index = new CellIndex(5);
    index.add(7, 0);
    index.add(9, 1);
    index.add(7, 2);
    index.add(-65536, 3);
    expect(itemsUnder(index, 7)).toEqual([0, 2]);
    expect(itemsUnder(index, 9)).toEqual([1]);
    expect(itemsUnder(index, -65536)).toEqual([3]);
    expect(itemsUnder(index, 8)).toEqual([]);
  });

  it("keeps keys apart that share a slot", () => {
    // Equal low 32 bits hash alike; so do many keys in a table this small.
    const index = new CellIndex(300);
    for (let i = 0; i < 300; i++) index.add((i % 3) * 2 ** 32 + (i % 100), i);
    expect(itemsUnder(index, 5)).toEqual([105]);
    expect(itemsUnder(index, 2 ** 32 + 5)).toEqual([205]);
    expect(itemsUnder(index, 2 * 2 ** 32 + 5)).toEqual([5]);
  });

  it("forgets what was filed when reset, to a smaller or a larger capacity", () => {
    const index = new CellIndex(300);
    for (let i = 0; i < 300; i++) index.add(i % 50, i);
    index.reset(10);
    expect(itemsUnder(index, 7)).toEqual([]);
    index.add(7, 1);
    index.add(7, 2);
    expect(itemsUnder(index, 7)).toEqual([1, 2]);
    index.reset(1000);
    expect(itemsUnder(index, 7)).toEqual([]);
    for (let i = 0; i < 1000; i++) index.add(i % 10, i);
    expect(itemsUnder(index, 3)).toHaveLength(100);
    expect(itemsUnder(index, 3).slice(0, 3)).toEqual([3, 13, 23]);
  });
});
