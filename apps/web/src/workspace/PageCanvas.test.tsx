import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import type { ExtractedTable } from "../api/extractionTypes";
import { makeArea, type WorkArea } from "./areas";
import type { Box } from "./geometry";
import { PageCanvas } from "./PageCanvas";
import type { CellRef, Selection } from "./useWorkspace";
import { cellOf, tableOf } from "../test/apiFixtures";

const size = { width: 600, height: 800 };

/** The page at zoom 2 (1200 x 1600 CSS px) placed at (100, 50) on the screen. */
function setup(initial: WorkArea[] = [], tables: { table: ExtractedTable; index: number }[] = []) {
  const onDraw = vi.fn<(box: Box) => void>();
  const onAreaChange = vi.fn<(area: WorkArea) => void>();
  const onRemoveArea = vi.fn<(id: string) => void>();
  const onHover = vi.fn<(cell: CellRef | null) => void>();
  function Harness() {
    const [areas, setAreas] = useState(initial);
    const [selection, setSelection] = useState<Selection>(initial[0] ? { kind: "area", id: initial[0].id } : null);
    return (
      <PageCanvas
        page={1}
        size={size}
        imageUrl={null}
        zoom={2}
        tables={tables}
        areas={areas}
        selection={selection}
        hover={null}
        busy={false}
        onDraw={onDraw}
        onAreaChange={(area) => {
          onAreaChange(area);
          setAreas((all) => all.map((a) => (a.id === area.id ? area : a)));
        }}
        onRemoveArea={onRemoveArea}
        onSelect={setSelection}
        onHover={onHover}
      />
    );
  }
  render(<Harness />);
  const overlay = screen.getByTestId("page-overlay");
  overlay.getBoundingClientRect = () => ({
    left: 100,
    top: 50,
    width: 1200,
    height: 1600,
    right: 1300,
    bottom: 1650,
    x: 100,
    y: 50,
    toJSON: () => ({}),
  });
  return { overlay, onDraw, onAreaChange, onRemoveArea, onHover };
}

/** Screen position of a PDF point on that page. */
const at = (x: number, y: number) => ({ clientX: 100 + x * 2, clientY: 50 + y * 2, button: 0, pointerId: 1 });

describe("drawing, moving and resizing areas on the page", () => {
  it("draws an area in PDF points from a mouse drag, whatever the zoom", () => {
    const { overlay, onDraw } = setup();
    fireEvent.pointerDown(overlay, at(50, 100));
    fireEvent.pointerMove(overlay, at(300, 250));
    expect(screen.getByTestId("drawing-area").getAttribute("width")).toBe("250");
    fireEvent.pointerUp(overlay, at(300, 250));
    expect(onDraw).toHaveBeenCalledWith([50, 100, 300, 250]);
  });

  it("treats a click as a selection, not an area", () => {
    const { overlay, onDraw } = setup();
    fireEvent.pointerDown(overlay, at(50, 100));
    fireEvent.pointerUp(overlay, at(51, 101));
    expect(onDraw).not.toHaveBeenCalled();
  });

  it("moves an area by its body and resizes it by a handle", () => {
    const area = makeArea(1, [100, 100, 300, 200], "a");
    const { overlay, onAreaChange } = setup([{ ...area, columns: [200] }]);
    const body = overlay.querySelector('[data-area="a"] [data-handle="move"]')!;
    fireEvent.pointerDown(body, at(150, 150));
    fireEvent.pointerMove(overlay, at(170, 160));
    fireEvent.pointerUp(overlay, at(170, 160));
    expect(onAreaChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ box: [120, 110, 320, 210], columns: [220] }),
    );

    const corner = overlay.querySelector('[data-area="a"] [data-handle="se"]')!;
    fireEvent.pointerDown(corner, at(320, 210));
    fireEvent.pointerMove(overlay, at(400, 300));
    fireEvent.pointerUp(overlay, at(400, 300));
    expect(onAreaChange).toHaveBeenLastCalledWith(expect.objectContaining({ box: [120, 110, 400, 300] }));
  });

  it("drags a column guide and adds one with a double-click", () => {
    const { overlay, onAreaChange } = setup([{ ...makeArea(1, [100, 100, 300, 200], "a"), columns: [200] }]);
    const guide = overlay.querySelector('[data-area="a"] rect[data-guide="0"]')!;
    fireEvent.pointerDown(guide, at(200, 150));
    fireEvent.pointerMove(overlay, at(240, 150));
    fireEvent.pointerUp(overlay, at(240, 150));
    expect(onAreaChange).toHaveBeenLastCalledWith(expect.objectContaining({ columns: [240] }));
    fireEvent.doubleClick(overlay, at(150, 150));
    expect(onAreaChange).toHaveBeenLastCalledWith(expect.objectContaining({ columns: [150, 240] }));
  });

  it("is usable from the keyboard: Enter adds an area, arrows move, Alt+arrows resize, G adds a guide, Delete removes", () => {
    const { onDraw } = setup();
    fireEvent.keyDown(screen.getByTestId("page-canvas"), { key: "Enter" });
    expect(onDraw).toHaveBeenCalledTimes(1);
  });

  it("moves and resizes the selected area with the keyboard", () => {
    const { onAreaChange, onRemoveArea } = setup([makeArea(1, [100, 100, 300, 200], "a")]);
    const canvas = screen.getByTestId("page-canvas");
    fireEvent.keyDown(canvas, { key: "ArrowRight", shiftKey: true });
    expect(onAreaChange).toHaveBeenLastCalledWith(expect.objectContaining({ box: [110, 100, 310, 200] }));
    fireEvent.keyDown(canvas, { key: "ArrowDown", altKey: true });
    expect(onAreaChange).toHaveBeenLastCalledWith(expect.objectContaining({ box: [110, 100, 310, 201] }));
    fireEvent.keyDown(canvas, { key: "g" });
    expect(onAreaChange).toHaveBeenLastCalledWith(expect.objectContaining({ columns: [210] }));
    fireEvent.keyDown(canvas, { key: "Delete" });
    expect(onRemoveArea).toHaveBeenCalledWith("a");
  });

  it("leaves keys held with Ctrl or Cmd to the browser and the system (Ctrl+G, Cmd+H, Ctrl+N, Cmd+Backspace)", () => {
    const { onAreaChange, onRemoveArea, onDraw } = setup([
      { ...makeArea(1, [100, 100, 300, 200], "a"), columns: [150] },
    ]);
    const canvas = screen.getByTestId("page-canvas");
    for (const [key, mod] of [
      ["g", "ctrlKey"],
      ["h", "metaKey"],
      ["n", "ctrlKey"],
      ["Backspace", "metaKey"],
      ["Delete", "ctrlKey"],
      ["ArrowRight", "ctrlKey"],
      ["Enter", "metaKey"],
    ] as const) {
      const event = new KeyboardEvent("keydown", { key, [mod]: true, bubbles: true, cancelable: true });
      canvas.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
    }
    expect(onAreaChange).not.toHaveBeenCalled();
    expect(onRemoveArea).not.toHaveBeenCalled();
    expect(onDraw).not.toHaveBeenCalled();
  });

  it("reports the cell under the pointer so the grid can highlight it, and marks unsure cells", () => {
    const table: ExtractedTable = tableOf({
      page: 1,
      data: [["a", "b"]],
      confidence: 0.9,
      bbox: { x0: 0, y0: 0, x1: 200, y1: 100 },
      cells: [
        cellOf({ row: 0, col: 0, bbox: { x0: 0, y0: 0, x1: 100, y1: 100 } }),
        cellOf({ row: 0, col: 1, bbox: { x0: 100, y0: 0, x1: 200, y1: 100 }, confidence: 0.3 }),
      ],
    });
    const { overlay, onHover } = setup([], [{ table, index: 0 }]);
    fireEvent.pointerMove(overlay, at(150, 50));
    expect(onHover).toHaveBeenLastCalledWith({ table: 0, row: 0, col: 1 });
    expect(overlay.querySelectorAll("[data-low-confidence]")).toHaveLength(1);
  });
});
