import { setFlagsFromString } from "node:v8";
import { describe, expect, it } from "vitest";
import { mapList, mapNumbers } from "./flatten.js";

// V8's own tests of an array's element kind and of two objects' hidden class (natives, enabled for this file only).
setFlagsFromString("--allow-natives-syntax");
const native = <A extends unknown[], R>(body: string) => new Function("a", "b", body) as (...args: A) => R;
const isHoley = native<[unknown[]], boolean>("return %HasHoleyElements(a)");
const isSmi = native<[unknown[]], boolean>("return %HasSmiElements(a)");
const isDouble = native<[unknown[]], boolean>("return %HasDoubleElements(a)");
const sameMap = native<[unknown, unknown], boolean>("return %HaveSameMap(a, b)");
const prepare = native<[unknown], void>("%PrepareFunctionForOptimization(a)");
const optimizeNext = native<[unknown], void>("%OptimizeFunctionOnNextCall(a)");
const status = native<[unknown], number>("return %GetOptimizationStatus(a)");
/** V8's status bit for a function running TurboFan's code. */
const TURBOFANNED = 1 << 6;

/** `f` compiled by TurboFan after calls on `warm`, as a warm engine's functions are. */
function optimised<A extends unknown[], R>(f: (...args: A) => R, ...warm: A): (...args: A) => R {
  for (let tries = 0; tries < 5 && !(status(f) & TURBOFANNED); tries++) {
    prepare(f);
    f(...warm);
    f(...warm);
    optimizeNext(f);
    f(...warm);
  }
  expect(status(f) & TURBOFANNED).toBeTruthy();
  return f;
}

type Box = { x0: number };
const boxes: Box[] = [{ x0: 1 }, { x0: 2.5 }, { x0: 4 }];

/** An empty list of the same kind as `list` (an empty literal is a list of small integers). */
function emptied<T>(list: readonly T[]): T[] {
  const out = list.slice(0, 1);
  out.pop();
  return out;
}

describe("mapList", () => {
  it("gives what map gives", () => {
    expect(mapList(boxes, (b, i) => `${i}:${b.x0}`)).toEqual(boxes.map((b, i) => `${i}:${b.x0}`));
    expect(mapList([], () => 1)).toEqual([]);
  });

  it("gives a packed list in optimised code too, where map's is holey there and packed in the interpreter", () => {
    const byMap = (bs: Box[]) => bs.map((b) => ({ at: b.x0 }));
    expect(isHoley(byMap(boxes))).toBe(false);
    expect(isHoley(optimised(byMap, boxes)(boxes))).toBe(true);
    const toAt = (b: Box) => ({ at: b.x0 });
    const interpreted = mapList(boxes, toAt);
    const fast = optimised(mapList<Box, { at: number }>, boxes, toAt);
    expect(isHoley(fast(boxes, toAt))).toBe(false);
    expect(sameMap(interpreted, fast(boxes, toAt))).toBe(true);
  });

  it("gives an empty list the kind of a full one in optimised code, where map's is a list of small integers", () => {
    const byMap = optimised((bs: Box[]) => bs.map((b) => ({ at: b.x0 })), boxes);
    expect(sameMap(byMap([]), byMap(boxes))).toBe(false);
    expect(isSmi(byMap([]))).toBe(true);
    const byList = optimised((bs: Box[]) => mapList(bs, (b) => ({ at: b.x0 })), boxes);
    expect(sameMap(byList([]), byList(boxes))).toBe(true);
  });
});

describe("mapNumbers", () => {
  it("gives what map gives", () => {
    expect(mapNumbers(boxes, (b, i) => b.x0 * i)).toEqual(boxes.map((b, i) => b.x0 * i));
  });

  it("gives lists of doubles in optimised code once it has made one, whole numbers and empty lists included (a list of whole numbers is otherwise one of small integers)", () => {
    const whole: Box[] = [{ x0: 1 }, { x0: 2 }];
    const x0 = (b: Box) => b.x0;
    const byList = optimised(mapNumbers<Box>, boxes, x0);
    expect(isDouble(byList(whole, x0))).toBe(true);
    expect(isDouble(byList(emptied(boxes), x0))).toBe(true);
  });
});
