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

  it("keeps waiting through polls that fail for a moment (no connection, a proxy's 502/503), since the job goes on", async () => {
    let call = 0;
    const answers = [
      { status: 200, body: { ...base, status: "processing", pages_done: 1 } },
      { networkError: true as const },
      { status: 503, body: { detail: "The server is shutting down; retry in a moment", code: "server_closing" } },
      { status: 502, body: "<html>Bad Gateway</html>" },
      { status: 200, body: { ...base, status: "completed", pages_done: 2 } },
    ];
    mockApi({ "GET /extractions/ex-1": () => answers[call++]! });
    const seen: number[] = [];
    const final = await waitForExtraction("ex-1", { intervalMs: 2, onProgress: (p) => seen.push(p.pages_done) });
    expect(final.status).toBe("completed");
    expect(seen).toEqual([1, 2]);
    expect(call).toBe(5);
  });

  it("gives up when polls keep failing past the budget, and at once on an answer that will not change", async () => {
    mockApi({ "GET /extractions/ex-1": { networkError: true } });
    await expect(waitForExtraction("ex-1", { intervalMs: 2, transientBudgetMs: 30 })).rejects.toMatchObject({
      status: 0,
      code: "network_error",
    });
    let calls = 0;
    mockApi({
      "GET /extractions/ex-1": () => (
        calls++,
        { status: 404, body: { detail: "Extraction was not found", code: "not_found" } }
      ),
    });
    await expect(waitForExtraction("ex-1", { intervalMs: 2 })).rejects.toMatchObject({
      status: 404,
      code: "not_found",
    });
    expect(calls).toBe(1);
  });

  it("stops when aborted", async () => {
    mockApi({ "GET /extractions/ex-1": { status: 200, body: { ...base, status: "processing" } } });
    const controller = new AbortController();
    const waiting = waitForExtraction("ex-1", { intervalMs: 10_000, signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(waiting).rejects.toMatchObject({ status: -1, code: "aborted" });
  });
});
