import { describe, expect, it } from "vitest";
import {
  addGuide,
  adoptDetected,
  documentRequest,
  dragArea,
  makeArea,
  moveGuide,
  pageRequest,
  removeGuide,
  setAreaBox,
} from "./areas";

const page = { width: 612, height: 792 };

describe("column guides", () => {
  const area = makeArea(2, [100, 100, 400, 300], "a");

  it("adds a guide where asked, inside the box, sorted", () => {
    const one = addGuide(area, 250);
    expect(one.columns).toEqual([250]);
    expect(addGuide(one, 150).columns).toEqual([150, 250]);
    expect(addGuide(area, 9999).columns).toEqual([399]);
  });

  it("puts a guide without a position in the middle of the widest column", () => {
    expect(addGuide(area).columns).toEqual([250]);
    expect(addGuide(addGuide(area, 150)).columns).toEqual([150, 275]);
  });

  it("drags a guide and keeps the list sorted; removes one", () => {
    const two = { ...area, columns: [150, 250] };
    expect(moveGuide(two, 0, 300).columns).toEqual([250, 300]);
    expect(moveGuide(two, 1, 50).columns).toEqual([101, 150]);
    expect(removeGuide(two, 0).columns).toEqual([250]);
  });

  it("carries guides along when the area moves and drops those a resize leaves outside", () => {
    const two = { ...area, columns: [150, 250] };
    expect(dragArea(two, "move", 20, 5, page)).toMatchObject({ box: [120, 105, 420, 305], columns: [170, 270] });
    expect(dragArea(two, "e", -200, 0, page)).toMatchObject({ box: [100, 100, 200, 300], columns: [150] });
    expect(setAreaBox(two, [200, 100, 400, 300]).columns).toEqual([250]);
  });
});

describe("what a page is re-extracted with", () => {
  it("sends the page's boxes, each with its own guides, so a guide never splits another table of the page", () => {
    const areas = [
      { ...makeArea(3, [50, 400, 500, 700], "b"), columns: [200] },
      { ...makeArea(3, [50, 100, 500, 300], "a"), columns: [120, 300] },
      makeArea(3, [50, 720, 500, 780], "c"),
      makeArea(4, [0, 0, 100, 100], "d"),
    ];
    // stacked areas: sent as the page's guides, 200 would split "a" and "c" too, and 120 and 300 "b" and "c"
    const page3 = {
      3: [
        { box: [50, 100, 500, 300], columns: [120, 300] },
        { box: [50, 400, 500, 700], columns: [200] },
        [50, 720, 500, 780],
      ],
    };
    expect(pageRequest(areas, 3)).toEqual({ areas: page3 });
    expect(pageRequest(areas, 4)).toEqual({ areas: { 4: [[0, 0, 100, 100]] } });
    // the whole map goes to the server, which reads again only the pages whose entry changed
    expect(documentRequest(areas, [4, 3, 6])).toEqual({
      areas: { ...page3, 4: [[0, 0, 100, 100]] },
      columns: {},
    });
  });

  it("sends an area's method and header rows with its box when the user set them", () => {
    const areas = [
      { ...makeArea(2, [50, 100, 500, 300], "a"), method: "stream" as const, headerRows: 2 },
      { ...makeArea(2, [50, 400, 500, 700], "b"), headerRows: 0 },
      makeArea(2, [50, 720, 500, 780], "c"),
    ];
    expect(pageRequest(areas, 2).areas).toEqual({
      2: [
        { box: [50, 100, 500, 300], method: "stream", header_rows: 2 },
        { box: [50, 400, 500, 700], header_rows: 0 },
        [50, 720, 500, 780],
      ],
    });
  });

  it("takes detected tables over as areas, except those a new box redraws", () => {
    const detected = [
      { box: [50, 50, 500, 200] as [number, number, number, number], headerRows: null },
      { box: [50, 300, 500, 700] as [number, number, number, number], headerRows: null },
    ];
    expect(adoptDetected(1, detected).map((a) => a.box)).toEqual([detected[0]!.box, detected[1]!.box]);
    expect(adoptDetected(1, detected, [40, 250, 520, 420]).map((a) => a.box)).toEqual([detected[0]!.box]);
  });
});
