import { describe, expect, it } from "vitest";
import { historyOrder } from "../extraction/history/history-order.js";
import { cursorAfter, readCursor } from "./keyset-cursor.js";
import { newestFirst } from "./newest-first.js";

const ID = "0b7c2a0e-5d1f-4c3a-9e8b-1a2b3c4d5e6f";
const forged = (json: string) => Buffer.from(json).toString("base64url");
const refusal = (order: Parameters<typeof readCursor>[0], cursor: string) => {
  try {
    readCursor(order, cursor);
    return undefined;
  } catch (error) {
    const e = error as { statusCode: number; code: string; message: string };
    return [e.statusCode, e.code, e.message];
  }
};
const NOT_OURS = [422, "validation_failed", "cursor is not a cursor this server returned"];

describe("keyset cursors, one module for every list's sort keys", () => {
  it("reads back the values it wrote, for newest-first lists and every history sort", () => {
    const order = newestFirst("updated_at");
    expect(readCursor(order, cursorAfter(order, { at_us: "1764547200123456", id: ID }))).toEqual([
      "1764547200123456",
      ID,
    ]);
    const confidence = historyOrder("confidence");
    const row = { average_confidence: null, created_at: "2026-03-01T10:00:00.123456+00:00", id: ID };
    expect(readCursor(confidence, cursorAfter(confidence, row))).toEqual([null, row.created_at, ID]);
  });

  it("refuses a cursor whose values the database could not read as its keys' types, as not ours (422, not 500)", () => {
    const order = newestFirst("created_at");
    for (const json of [
      `{"at":"yesterday","id":"${ID}"}`,
      `{"at":1764547200123456,"id":"${ID}"}`,
      `{"at":"1764547200123456","id":"x"}`,
      `{"at":null,"id":"${ID}"}`, // a null is only a value of a nulls-last key
      `["1764547200123456","${ID}"]`,
      "null",
    ])
      expect(refusal(order, forged(json)), json).toEqual(NOT_OURS);
    expect(refusal(order, "%%%")).toEqual(NOT_OURS);
  });

  it("tells a history cursor of another sort apart from one that is not ours", () => {
    const made = cursorAfter(historyOrder("oldest"), { created_at: "2026-01-01T00:00:00Z", id: ID });
    expect(refusal(historyOrder("newest"), made)).toEqual([
      422,
      "validation_failed",
      "cursor was made for sort=oldest; ask with the same sort",
    ]);
    // three keys where the sort has two: not ours, whatever sort it names
    expect(refusal(historyOrder("newest"), cursorAfter(historyOrder("filename"), { id: ID }))).toEqual(NOT_OURS);
  });
});
