import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { writeCsv } from "../csv/to-csv.js";
import { writeJson } from "../json/to-json.js";
import { bigTable } from "../testing/fixtures.js";
import { writeXlsx } from "../xlsx/to-xlsx.js";

/** A destination that accepts a little, then dies like a dropped HTTP connection. */
function dyingSink(afterBytes: number): Writable {
  let bytes = 0;
  const sink: Writable = new Writable({
    highWaterMark: 1024,
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > afterBytes) {
        setImmediate(() => sink.destroy());
        return; // never acknowledge: the writer is left waiting for "drain"
      }
      done();
    },
  });
  sink.on("error", () => undefined);
  return sink;
}

const input = { fileName: "big.pdf", tables: [bigTable(20_000)] };

describe("a destination that closes mid-export", () => {
  it.each([
    ["xlsx", writeXlsx],
    ["csv", writeCsv],
    ["json", writeJson],
  ] as const)("makes %s fail with output_closed instead of hanging", async (_format, write) => {
    await expect(write(input, dyingSink(50_000))).rejects.toMatchObject({ code: "output_closed" });
  });
});
