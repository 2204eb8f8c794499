import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { extractTables } from "@pdftab/engine";
import { mixedPdf } from "@pdftab/engine/hostile";
import { multiPagePdf } from "@pdftab/engine/testing";
import { toCsv } from "@pdftab/export/csv";
import { toExtractInfo } from "@pdftab/export/extract-info";
import { describe, expect, it, vi } from "vitest";
import { captureConsole } from "../console-capture.fixture.js";
import { main } from "../main.js";

const dir = mkdtempSync(path.join(tmpdir(), "pdftab-cli-stream-"));
const ledger = path.join(dir, "ledger.pdf");
const pdf = multiPagePdf(6, 8).bytes;
writeFileSync(ledger, pdf);

const { errors } = captureConsole();

describe("pdftab extract writing page by page", () => {
  it("writes JSON that parses to the whole document's extract-info, and CSV equal to toCsv", async () => {
    const engine = await extractTables(pdf, { ocr: { mode: "auto" } });
    expect(engine.tables.length).toBe(6);
    const json = path.join(dir, "ledger.json");
    expect(await main(["extract", ledger, "-o", json])).toBe(0);
    const text = readFileSync(json, "utf8");
    expect(text.endsWith("}\n")).toBe(true);
    expect(JSON.parse(text)).toEqual(
      JSON.parse(JSON.stringify(toExtractInfo(engine.tables, { fileName: "ledger.pdf", warnings: engine.warnings }))),
    );
    const csv = path.join(dir, "ledger.csv");
    expect(await main(["extract", ledger, "--format", "csv", "-o", csv])).toBe(0);
    expect(readFileSync(csv, "utf8")).toBe(toCsv({ fileName: "ledger.pdf", tables: engine.tables }));
    expect(errors).toContain(`pdftab: 6 table(s) from 6 page(s) written to ${csv}`);
  });

  it("leaves no output file when the document fails before its first table", async () => {
    const junk = path.join(dir, "junk.pdf");
    writeFileSync(junk, "not a pdf at all");
    for (const format of ["json", "csv", "xlsx"]) {
      const out = path.join(dir, `junk.${format}`);
      expect(await main(["extract", junk, "--format", format, "-o", out])).toBe(4);
      expect(existsSync(out)).toBe(false);
    }
  });

  it("reports a file it cannot write with exit code 3, saying why in words", async () => {
    const out = path.join(dir, "no-such-folder", "ledger.csv");
    expect(await main(["extract", ledger, "--format", "csv", "-o", out])).toBe(3);
    expect(errors.join("\n")).toContain(`cannot write ${out}: no such folder`);
    expect(await main(["extract", ledger, "--format", "csv", "-o", dir])).toBe(3);
    expect(errors.join("\n")).toContain(`cannot write ${dir}: it is a directory`);
  });

  it("leaves an existing OUT as it was, and nothing beside it, when stopped after the first table was written", async () => {
    const folder = mkdtempSync(path.join(dir, "kept-"));
    const out = path.join(folder, "tables.json");
    writeFileSync(out, "the tables of the last run");
    // page 1's table is written while page 2 (a form drawn over and over) keeps the engine busy
    const file = path.join(dir, "table-then-fanout.pdf");
    writeFileSync(file, mixedPdf(["table", "fanout"]));
    const before = process.listeners("SIGINT");
    const kill = vi.spyOn(process, "kill").mockImplementation(() => true);
    const run = main(["extract", file, "--page-timeout", "3000", "-o", out]);
    // the first table's bytes are out: beside OUT, or (before) in OUT itself
    const begun = () =>
      readFileSync(out, "utf8") !== "the tables of the last run" ||
      readdirSync(folder).some((f) => f !== "tables.json" && statSync(path.join(folder, f)).size > 0);
    await vi.waitFor(() => expect(begun()).toBe(true), { timeout: 60_000, interval: 50 });
    // Ctrl-C (the process is not really ended: process.kill is a stub here)
    for (const listener of process.listeners("SIGINT").filter((l) => !before.includes(l)))
      (listener as (signal: NodeJS.Signals) => void)("SIGINT");
    await vi.waitFor(() => expect(kill).toHaveBeenCalledWith(process.pid, "SIGINT"));
    await run;
    expect(readFileSync(out, "utf8")).toBe("the tables of the last run");
    expect(readdirSync(folder)).toEqual(["tables.json"]);
  }, 120_000);
});
