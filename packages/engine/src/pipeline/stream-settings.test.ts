import { describe, expect, it } from "vitest";
import { EngineError } from "../errors.js";
import { makePdf } from "../testing/make-pdf.js";
import { extractTables } from "./extract-tables.js";

/** A five-line borderless table (header and four rows) drawn with PDF text operators. */
function fruitPdf(): Uint8Array {
  const rows = [
    ["Fruit", "Qty", "Price"],
    ["Apples", "10", "1.20"],
    ["Pears", "20", "2.40"],
    ["Plums", "30", "3.60"],
    ["Figs", "40", "4.80"],
  ];
  const xs = [60, 200, 300];
  return makePdf([
    {
      content: rows
        .flatMap((row, r) => row.map((t, c) => `BT /F1 10 Tf ${xs[c]} ${720 - r * 16} Td (${t}) Tj ET`))
        .join("\n"),
    },
  ]);
}

async function codeOf(run: Promise<unknown>): Promise<string | undefined> {
  try {
    await run;
  } catch (e) {
    return e instanceof EngineError ? e.code : "other";
  }
  return undefined;
}

describe("stream settings in the engine options", () => {
  it("refuses an out-of-range or unknown stream setting with the options error", async () => {
    const pdf = fruitPdf();
    expect(await codeOf(extractTables(pdf, { tolerances: { stream: { regionGapLines: -1 } } }))).toBe(
      "invalid_options",
    );
    expect(await codeOf(extractTables(pdf, { tolerances: { stream: { nope: 1 } as never } }))).toBe("invalid_options");
  });

  it("reads the table with the defaults and not when a valid setting asks for more tabular lines than it has", async () => {
    const pdf = fruitPdf();
    expect((await extractTables(pdf, { method: "stream" })).tables).toHaveLength(1);
    expect(
      (await extractTables(pdf, { method: "stream", tolerances: { stream: { minTabularLines: 10 } } })).tables,
    ).toHaveLength(0);
  });
});
