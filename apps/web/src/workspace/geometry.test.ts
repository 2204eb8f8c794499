import { describe, expect, it } from "vitest";
import {
  boxFromCorners,
  boxToScreen,
  fitWidthZoom,
  isUsableBox,
  moveBox,
  pdfToScreen,
  resizeBox,
  screenToPdf,
  stepZoom,
  type Box,
} from "./geometry";

const letter = { width: 612, height: 792 };

describe("screen and PDF coordinates", () => {
  it("round-trips a point at any zoom", () => {
    for (const zoom of [0.5, 1, 1.37, 3]) {
      const pdf = screenToPdf({ x: 150, y: 300 }, zoom);
      expect(pdf).toEqual({ x: 150 / zoom, y: 300 / zoom });
      const back = pdfToScreen(pdf, zoom);
      expect(back.x).toBeCloseTo(150);
      expect(back.y).toBeCloseTo(300);
    }
  });

  it("draws a box at zoom 2 twice as large as at zoom 1", () => {
    const box: Box = [10, 20, 110, 70];
    expect(boxToScreen(box, 1)).toEqual({ left: 10, top: 20, width: 100, height: 50 });
    expect(boxToScreen(box, 2)).toEqual({ left: 20, top: 40, width: 200, height: 100 });
  });

  it("fits a page to the available width and steps through the zoom levels", () => {
    expect(fitWidthZoom(612, letter)).toBe(1);
    expect(fitWidthZoom(306, letter)).toBe(0.5);
    expect(fitWidthZoom(100_000, letter)).toBe(4);
    expect(stepZoom(1, 1)).toBe(1.25);
    expect(stepZoom(1, -1)).toBe(0.75);
    expect(stepZoom(1.1, -1)).toBe(1);
    expect(stepZoom(4, 1)).toBe(4);
    expect(stepZoom(0.25, -1)).toBe(0.25);
  });
});

describe("drawing a box", () => {
  it("orders the corners whichever way the mouse went and keeps the box on the page", () => {
    expect(boxFromCorners({ x: 300, y: 400 }, { x: 100, y: 50 }, letter)).toEqual([100, 50, 300, 400]);
    expect(boxFromCorners({ x: -20, y: 700 }, { x: 700, y: 900 }, letter)).toEqual([0, 700, 612, 792]);
  });

  it("does not take a click for an area", () => {
    expect(isUsableBox(boxFromCorners({ x: 100, y: 100 }, { x: 102, y: 101 }, letter))).toBe(false);
    expect(isUsableBox([100, 100, 200, 150])).toBe(true);
  });
});

describe("moving and resizing", () => {
  const box: Box = [100, 100, 300, 200];

  it("moves a box and stops it at the page edges without changing its size", () => {
    expect(moveBox(box, 10, -20, letter)).toEqual([110, 80, 310, 180]);
    expect(moveBox(box, -500, 1000, letter)).toEqual([0, 692, 200, 792]);
  });

  it("resizes by the dragged edge or corner only", () => {
    expect(resizeBox(box, "e", 50, 999, letter)).toEqual([100, 100, 350, 200]);
    expect(resizeBox(box, "nw", -20, -30, letter)).toEqual([80, 70, 300, 200]);
    expect(resizeBox(box, "s", 0, 1000, letter)).toEqual([100, 100, 300, 792]);
  });

  it("never turns a box inside out", () => {
    const shrunk = resizeBox(box, "w", 1000, 0, letter);
    expect(shrunk[0]).toBeLessThan(shrunk[2]);
    expect(shrunk[2] - shrunk[0]).toBe(8);
  });
});
