import { readFile } from "node:fs/promises";
import path from "node:path";
import { extractTables, shutdownOcr } from "@pdftab/engine";
import { scannedPdf } from "@pdftab/engine/testing/scan";
import { afterAll, expect, it } from "vitest";
import { fixturesDir } from "../corpus/load.js";

afterAll(() => shutdownOcr());

/**
 * A page holding a titled, zebra-striped table and nothing else (the generated html_zebra, printed by
 * Chromium): its columns smear into bars up and down more than across, so the engine's first guess
 * is a page lying on its side, and read that way its figures came back as a few half-sure words.
 * That was not "nothing", so the page was never read across, and its clean scan gave no table.
 */
it("a clean scan of a page holding only a zebra-striped table is read upright, every row found", async () => {
  const born = new Uint8Array(await readFile(path.join(fixturesDir, "html_zebra.pdf")));
  const expected = JSON.parse(await readFile(path.join(fixturesDir, "html_zebra.json"), "utf8")) as {
    tables: { cells: string[][] }[];
  };
  const result = await extractTables(scannedPdf(born, { dpi: 300 }), { ocr: { mode: "auto", pageTimeoutMs: 600_000 } });
  expect(result.tables).toHaveLength(1);
  expect(result.tables[0]!.rows.map((row) => row[0]?.text)).toEqual(expected.tables[0]!.cells.map((row) => row[0]));
}, 600_000);
