import { describe, expect, it } from "vitest";
import { withPastEndNotice } from "./past-end-notice.js";

const notice = { code: "template_pages_past_end" as const, message: "The template reads pages 3-6; ..." };
const stale = { page: 2, code: "template_pages_past_end", message: "The template reads pages 2-9; ..." };
const other = { page: 4, code: "no_text_layer", message: "Page 4 has no text layer." };

describe("withPastEndNotice", () => {
  it("puts the plan's notice on the selection's first page, once, in page order", () => {
    expect(withPastEndNotice([other, stale], { selection: [3, 4], pastEnd: notice })).toEqual([
      { page: 3, ...notice },
      other,
    ]);
  });

  it("drops a stored notice the new settings no longer give", () => {
    expect(withPastEndNotice([stale, other], { selection: [2, 4], pastEnd: null })).toEqual([other]);
  });
});
