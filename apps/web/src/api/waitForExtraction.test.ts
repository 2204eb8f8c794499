import { describe, expect, it } from "vitest";
import { mockApi } from "../test/mockApi";
import { failureOf, waitForExtraction } from "./waitForExtraction";
import { progressAnswerOf } from "../test/apiFixtures";

const base = progressAnswerOf({ filename: "a.pdf", file_size: 1, pages_total: 2 });

describe("waitForExtraction", () => {
  it("polls until the job completes and reports every answer", async () => {
    let call = 0;
    mockApi({
      "GET /extractions/ex-1": () => ({
        status: 200,
        body: { ...base, status: call++ < 2 ? "processing" : "completed", pages_done: call },
      }),
    });
    const seen: number[] = [];
    const final = await waitForExtraction("ex-1", { intervalMs: 5, onProgress: (p) => seen.push(p.pages_done) });
    expect(final.status).toBe("completed");
    expect(seen).toEqual([1, 2, 3]);
  });

  it("rejects a failed job with its code and message", async () => {
    mockApi({
      "GET /extractions/ex-1": {
        status: 200,
        body: { ...base, status: "failed", error: "This PDF needs a password", error_code: "password_required" },
      },
    });
    await expect(waitForExtraction("ex-1", { intervalMs: 5 })).rejects.toMatchObject({
      code: "password_required",
      message: "This PDF needs a password",
    });
    expect(failureOf({ ...base, status: "failed", error: "Damaged", error_code: "damaged_pdf" })).toMatchObject({
      code: "damaged_pdf",
      message: "Damaged",
    });
    expect(failureOf({ ...base, status: "failed", expired: true })).toMatchObject({
      code: "extraction_expired",
      message: "The extraction has expired",
    });
    expect(failureOf({ ...base, status: "failed" })).toMatchObject({
      code: "failed",
      message: "The extraction failed",
    });
  });

  it("stops when aborted", async () => {
    mockApi({ "GET /extractions/ex-1": { status: 200, body: { ...base, status: "processing" } } });
    const controller = new AbortController();
    const waiting = waitForExtraction("ex-1", { intervalMs: 10_000, signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(waiting).rejects.toMatchObject({ status: -1, code: "aborted" });
  });
});
