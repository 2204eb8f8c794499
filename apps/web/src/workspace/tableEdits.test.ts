import { describe, expect, it } from "vitest";
import type { ExtractedTable } from "../api/extractionTypes";
import { gridOf, setCell } from "../preview/grid";
import { editsAtRisk, followTable, mergeAfterReextract, tableKeys, tableName } from "./tableEdits";
import { tableOf } from "../test/apiFixtures";

const table = (page: number, index: number, first: string): ExtractedTable =>
  tableOf({ page, table_index: index, headers: ["A", "B"], data: [[first, "2"]] });

describe("edits survive re-extraction of other tables", () => {
  const before = [table(1, 0, "one"), table(2, 0, "two"), table(2, 1, "three")];
  const grids = before.map(gridOf);
  grids[0] = setCell(grids[0]!, 1, 0, "EDITED ON PAGE 1");
  grids[2] = setCell(grids[2]!, 1, 0, "EDITED ON PAGE 2");
  const edited = new Set(["1:0", "2:1"]);

  it("keys tables by page and place", () => {
    expect(
      tableKeys([
        tableOf({ page: 1, table_index: 0 }),
        tableOf({ page: 1, table_index: 1 }),
        tableOf({ page: 2, table_index: 0 }),
      ]),
    ).toEqual(["1:0", "1:1", "2:0"]);
  });

  it("says which edits re-extracting a page would drop", () => {
    expect(editsAtRisk(before, edited, new Set([2]))).toEqual(["2:1"]);
    expect(editsAtRisk(before, edited, new Set([3]))).toEqual([]);
  });

  it("keeps the edit on page 1 when page 2 is re-extracted, and takes page 2's new tables", () => {
    const after = [table(1, 0, "one"), table(2, 0, "new two"), table(2, 1, "new three")];
    const merged = mergeAfterReextract({ tables: before, grids, edited }, after, new Set([2]));
    expect(merged.grids[0]!.rows[1]![0]).toBe("EDITED ON PAGE 1");
    expect(merged.grids[2]!.rows[1]![0]).toBe("new three");
    expect([...merged.edited]).toEqual(["1:0"]);
    expect(merged.needsSave).toBe(true);
  });

  it("does not save again when the server already kept the edit", () => {
    const after = [{ ...table(1, 0, "EDITED ON PAGE 1") }, table(2, 0, "x")];
    const merged = mergeAfterReextract({ tables: before, grids, edited }, after, new Set([2]));
    expect(merged.grids[0]!.rows[1]![0]).toBe("EDITED ON PAGE 1");
    expect(merged.needsSave).toBe(false);
  });
});

describe("a selected table across re-extractions", () => {
  const before = [table(1, 0, "one"), table(2, 0, "two")];

  it("follows its table when an earlier page gains or loses one", () => {
    const gained = [table(1, 0, "one"), table(1, 1, "new"), table(2, 0, "two again")];
    expect(followTable(1, before, gained)).toBe(2);
    expect(followTable(2, gained, before)).toBe(1);
  });

  it("is gone when its page has no table at that place any more", () => {
    expect(followTable(0, before, [table(2, 0, "two")])).toBeNull();
    expect(followTable(5, before, before)).toBeNull();
  });
});

describe("tableName", () => {
  it("numbers a table by its place in the whole list, not on its page", () => {
    expect(tableName("2:0", ["1:0", "1:1", "2:0"])).toBe("table 3 on page 2");
  });
});
