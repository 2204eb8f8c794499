import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { multiPagePdf, ruledTablePdf, twoTablesPdf, unruledTablePdf } from "@pdftab/engine/testing";
import { describe, expect, it } from "vitest";
import { captureConsole } from "./console-capture.fixture.js";
import { main } from "./main.js";

const dir = mkdtempSync(path.join(tmpdir(), "pdftab-cli-guides-"));
const ruled = path.join(dir, "ruled.pdf");
writeFileSync(ruled, ruledTablePdf().bytes);
const unruled = path.join(dir, "unruled.pdf");
writeFileSync(unruled, unruledTablePdf().bytes);
const twoTables = path.join(dir, "two-tables.pdf");
writeFileSync(twoTables, twoTablesPdf().bytes);
const ledger = path.join(dir, "ledger.pdf");
writeFileSync(ledger, multiPagePdf(3).bytes);

const { errors } = captureConsole();

const guideWarnings = () => errors.filter((e) => e.includes("(columns_not_used)"));

describe("pdftab extract --columns on a page with a ruled table", () => {
  it("says in one warning line that the guides were not used, and how to make them apply", async () => {
    const out = path.join(dir, "ruled.json");
    expect(await main(["extract", ruled, "--columns", "1:200", "-o", out])).toBe(0);
    const info = JSON.parse(readFileSync(out, "utf8"));
    expect(info.tables.map((t: { method: string }) => t.method)).toEqual(["lattice"]);
    expect(guideWarnings()).toEqual([
      "pdftab: warning: page 1 (columns_not_used): the --columns guides were not used for its ruled table, which " +
        "was split at its rulings; give --method stream, or an --area around the table, to split it at the guides",
    ]);
  });

  it("names only the pages with guides, once each, and is silent where the guides were used", async () => {
    const out = path.join(dir, "ledger.csv");
    expect(await main(["extract", ledger, "--columns", "2:200", "--columns", "3:150,300", "-o", out])).toBe(0);
    expect(guideWarnings().map((e) => /page (\d+)/.exec(e)![1])).toEqual(["2", "3"]);
    // stitched, the tables come at the end: the same pages are named
    errors.length = 0;
    expect(await main(["extract", ledger, "--columns", "2:200", "--stitch", "-o", out])).toBe(0);
    expect(guideWarnings().map((e) => /page (\d+)/.exec(e)![1])).toEqual(["2"]);
    errors.length = 0;
    expect(await main(["extract", twoTables, "--columns", "1:200", "-o", out])).toBe(0);
    expect(guideWarnings()).toEqual([expect.stringContaining("not used for its 2 ruled tables")]);
    errors.length = 0;
    // read by text, the guides split the table: nothing to say
    expect(await main(["extract", ruled, "--columns", "1:200", "--method", "stream", "-o", out])).toBe(0);
    expect(await main(["extract", ruled, "--columns", "1:200", "--area", "1:0,0,612,792", "-o", out])).toBe(0);
    expect(await main(["extract", unruled, "--columns", "1:200", "-o", out])).toBe(0);
    expect(await main(["extract", ruled, "-o", out])).toBe(0);
    expect(guideWarnings()).toEqual([]);
  });
});
