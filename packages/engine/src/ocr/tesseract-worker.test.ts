import { afterAll, describe, expect, it } from "vitest";
import { toPgm } from "./gray-image.js";
import { recognizeWords, shutdownOcr } from "./tesseract-worker.js";

afterAll(() => shutdownOcr());

describe("recognizeWords past its budget", () => {
  it("stops as page_timeout and leaves no error behind when the budget ends before the worker answered", async () => {
    // A page whose OCR budget was nearly spent by its earlier reads calls with what is left (at least 1 ms). The
    // worker was terminated while the call still waited for it, and the abandoned call then failed on the
    // terminated worker (TypeError: Cannot read properties of null (reading 'postMessage')) with nobody to catch
    // it: in a worker thread, a crash of the whole extraction (the CLI's exit 1 with a stack) instead of a page
    // reported page_timeout.
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    let stopped = 0;
    try {
      // stripes: more for the OCR engine to look at than 1 ms allows
      const data = new Uint8Array(800 * 200).map((_, i) => (Math.floor(i / 800) % 8 < 2 ? 0 : 255));
      const image = toPgm({ width: 800, height: 200, data });
      for (let i = 0; i < 10; i++) {
        // a worker started and answering, as after the page's first read
        await recognizeWords(image, ["eng"], 150, 60_000);
        await recognizeWords(image, ["eng"], 150, 1).then(
          () => {},
          (error: unknown) => {
            expect(error).toMatchObject({ code: "page_timeout" });
            stopped++;
          },
        );
        // the abandoned call goes on once its worker has answered
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
    expect(stopped).toBeGreaterThan(0);
    expect(unhandled).toEqual([]);
  }, 60_000);
});
