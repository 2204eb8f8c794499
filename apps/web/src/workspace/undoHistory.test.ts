import { describe, expect, it } from "vitest";
import { makeArea } from "./areas";
import {
  emptyHistory,
  pagesChanged,
  recordChange,
  redoStep,
  UNDO_LIMIT,
  undoStep,
  type PageLayout,
} from "./undoHistory";

const layout = (areas: PageLayout["areas"], manual: number[] = []): PageLayout => ({
  areas,
  manualPages: new Set(manual),
});
const first = layout([]);
const drawn = layout([makeArea(1, [10, 10, 200, 100], "a")], [1]);
const moved = layout([makeArea(1, [20, 10, 210, 100], "a")], [1]);

describe("the workspace's undo history", () => {
  it("undoes changes newest first and redoes them in order", () => {
    let history = recordChange(emptyHistory(), first, 1000, 350);
    history = recordChange(history, drawn, 2000, 350);
    const back = undoStep(history, moved)!;
    expect(back.restore).toBe(drawn);
    const backAgain = undoStep(back.history, drawn)!;
    expect(backAgain.restore).toBe(first);
    expect(undoStep(backAgain.history, first)).toBeNull();
    const forward = redoStep(backAgain.history, first)!;
    expect(forward.restore).toBe(drawn);
    expect(redoStep(forward.history, drawn)!.restore).toBe(moved);
  });

  it("takes a burst of changes as one step, as it is one re-extraction", () => {
    let history = recordChange(emptyHistory(), first, 1000, 350);
    history = recordChange(history, drawn, 1200, 350);
    history = recordChange(history, moved, 1500, 350);
    expect(history.past).toEqual([first]);
    expect(recordChange(history, moved, 1900, 350).past).toHaveLength(2);
  });

  it("forgets what was undone once something else changes", () => {
    let history = recordChange(emptyHistory(), first, 1000, 350);
    history = undoStep(history, drawn)!.history;
    expect(history.future).toHaveLength(1);
    history = recordChange(history, first, 1100, 350);
    expect(history.future).toEqual([]);
    expect(history.past).toEqual([first]);
    expect(redoStep(history, moved)).toBeNull();
  });

  it(`keeps the newest ${UNDO_LIMIT} steps`, () => {
    let history = emptyHistory();
    for (let i = 0; i < UNDO_LIMIT + 5; i++) history = recordChange(history, layout([], [i]), i * 1000, 350);
    expect(history.past).toHaveLength(UNDO_LIMIT);
    expect([...history.past[0]!.manualPages]).toEqual([5]);
  });

  it("names the pages to read again: those whose areas, guides or taken-over state differ", () => {
    const twoPages = layout([makeArea(1, [10, 10, 200, 100], "a"), makeArea(3, [0, 0, 50, 50], "b")], [1, 3]);
    const guideOnThree = layout(
      [makeArea(1, [10, 10, 200, 100], "a"), { ...makeArea(3, [0, 0, 50, 50], "b"), columns: [25] }],
      [1, 3],
    );
    expect(pagesChanged(twoPages, guideOnThree)).toEqual([3]);
    expect(pagesChanged(first, drawn)).toEqual([1]);
    expect(pagesChanged(layout([], [2]), layout([]))).toEqual([2]);
    // the same box drawn again under another id reads the same table
    expect(pagesChanged(drawn, layout([makeArea(1, [10, 10, 200, 100], "other")], [1]))).toEqual([]);
  });
});
