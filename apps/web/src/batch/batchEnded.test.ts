import { describe, expect, it } from "vitest";
import { someBatchEnded } from "./batchEnded";

const a = (status: string, fileStatuses: string[] = []) =>
  ({ id: "a", status, results: fileStatuses.map((s) => ({ status: s })) }) as unknown as Parameters<
    typeof someBatchEnded
  >[0][number];

describe("someBatchEnded", () => {
  it("is true only on the first list that shows a running batch ended", () => {
    expect(someBatchEnded([a("processing")], [a("completed")])).toBe(true);
    expect(someBatchEnded([a("pending")], [a("cancelled")])).toBe(true);
    expect(someBatchEnded([a("processing")], [a("failed")])).toBe(true);
    // the next poll, or a batch still running, or one deleted meanwhile
    expect(someBatchEnded([a("completed")], [a("completed")])).toBe(false);
    expect(someBatchEnded([a("pending")], [a("processing")])).toBe(false);
    expect(someBatchEnded([a("processing")], [])).toBe(false);
    // a batch that is new to the list ended before anyone watched it
    expect(someBatchEnded([], [a("completed")])).toBe(false);
  });

  it("sees a cancelled batch end once the file that was running has stopped, not at the cancel", () => {
    expect(someBatchEnded([a("processing")], [a("cancelled", ["processing", "cancelled"])])).toBe(false);
    expect(someBatchEnded([a("cancelled", ["processing"])], [a("cancelled", ["completed"])])).toBe(true);
  });
});
