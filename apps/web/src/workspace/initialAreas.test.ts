import { describe, expect, it } from "vitest";
import { areasFromSettings } from "./initialAreas";
import { progressAnswerOf } from "../test/apiFixtures";

describe("areas a reopened workspace starts from", () => {
  it("reads plain boxes and areas with settings of their own, with the guides inside each box", () => {
    const areas = areasFromSettings({
      ...progressAnswerOf().settings,
      areas: {
        "2": [[50, 100, 500, 300], { box: [50, 400, 500, 700], method: "lattice", header_rows: 0, columns: [300] }],
      },
      columns: { "2": [120, 450, 600] },
    });
    expect(
      areas.map(({ page, box, method, headerRows, columns }) => ({ page, box, method, headerRows, columns })),
    ).toEqual([
      { page: 2, box: [50, 100, 500, 300], method: "auto", headerRows: null, columns: [120, 450] },
      { page: 2, box: [50, 400, 500, 700], method: "lattice", headerRows: 0, columns: [300] },
    ]);
    expect(areasFromSettings(null)).toEqual([]);
  });
});
