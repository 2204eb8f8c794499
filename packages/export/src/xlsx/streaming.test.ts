import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import JSZip from "jszip";
import { afterAll, describe, expect, it } from "vitest";
import { bigTable } from "../testing/fixtures.js";
import { writeXlsx } from "./to-xlsx.js";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
const ROWS = 100_000;
/** Live heap the export may add on top of its input; a non-streaming exceljs workbook of this table needs several hundred MB. */
const HEAP_BOUND_MB = 64;
const dir = mkdtempSync(join(tmpdir(), "pdftab-export-stream-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A file sink that measures the live heap (after a forced GC) every 1 MB written. */
function measuringFile(path: string) {
  const fd = openSync(path, "w");
  let bytes = 0;
  let nextSample = 0;
  const state = { peakHeap: 0 };
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      writeSync(fd, chunk);
      bytes += chunk.length;
      if (bytes >= nextSample) {
        nextSample = bytes + 1024 * 1024;
        gc();
        state.peakHeap = Math.max(state.peakHeap, process.memoryUsage().heapUsed);
      }
      done();
    },
    final(done) {
      closeSync(fd);
      done();
    },
  });
  return { sink, state };
}

describe("streaming xlsx", () => {
  it(`writes a ${ROWS.toLocaleString("en-US")}-row table with bounded heap growth`, async () => {
    const input = { fileName: "big.pdf", tables: [bigTable(ROWS)] };
    gc();
    const baseline = process.memoryUsage().heapUsed;
    const path = join(dir, "big.xlsx");
    const { sink, state } = measuringFile(path);
    await writeXlsx(input, sink);
    await new Promise<void>((resolve) => (sink.writableFinished ? resolve() : sink.once("finish", () => resolve())));
    const growthMb = (state.peakHeap - baseline) / 1024 / 1024;
    console.log(
      `streaming xlsx: ${ROWS} rows, peak live heap growth ${growthMb.toFixed(1)} MB, file ${(statSync(path).size / 1e6).toFixed(1)} MB`,
    );
    expect(state.peakHeap).toBeGreaterThan(0);
    expect(growthMb).toBeLessThan(HEAP_BOUND_MB);

    const zip = await JSZip.loadAsync(await import("node:fs/promises").then((fs) => fs.readFile(path)));
    const xml = await zip.file("xl/worksheets/sheet2.xml")!.async("string");
    expect(xml).toContain(`<row r="${ROWS + 1}"`);
    expect(xml).not.toContain(`<row r="${ROWS + 2}"`);
  }, 180_000);
});
