import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { multiPagePdf } from "@pdftab/engine/testing";
import { describe, expect, it } from "vitest";
import { captureConsole } from "../console-capture.fixture.js";
import { main } from "../main.js";

const dir = mkdtempSync(path.join(tmpdir(), "pdftab-cli-inspect-"));
const whole = path.join(dir, "whole.pdf");
writeFileSync(whole, multiPagePdf(2).bytes);
// without its cross-reference table's place (startxref), MuPDF rebuilds the table by scanning the file
const text = new TextDecoder("latin1").decode(multiPagePdf(2).bytes);
const damaged = path.join(dir, "damaged.pdf");
writeFileSync(
  damaged,
  Uint8Array.from(text.slice(0, text.lastIndexOf("startxref")), (c) => c.charCodeAt(0)),
);

const { errors, logs } = captureConsole();

describe("pdftab inspect on a damaged file MuPDF repaired", () => {
  it("says repaired_file in its text, as extract warns it", async () => {
    expect(await main(["inspect", damaged])).toBe(0);
    expect(logs).toContain("pages:     2");
    expect(logs.filter((l) => l.startsWith("warning:"))).toEqual([
      expect.stringMatching(/^warning: {3}repaired_file: The file is damaged \(.+\) and was repaired to be read;/),
    ]);
    // extract says the same of the same file
    expect(await main(["extract", damaged, "-o", path.join(dir, "damaged.csv")])).toBe(0);
    const said = logs.find((l) => l.startsWith("warning:"))!.slice("warning:   repaired_file: ".length);
    expect(errors).toContain(`pdftab: warning: page 1 (repaired_file): ${said}`);
  });

  it("gives it in the --json answer's warnings, and an empty list for a whole file", async () => {
    expect(await main(["inspect", damaged, "--json"])).toBe(0);
    const info = JSON.parse(logs.join("\n"));
    expect(info.pageCount).toBe(2);
    expect(info.warnings).toEqual([
      { code: "repaired_file", message: expect.stringContaining("was repaired to be read") },
    ]);
    logs.length = 0;
    expect(await main(["inspect", whole, "--json"])).toBe(0);
    expect(JSON.parse(logs.join("\n")).warnings).toEqual([]);
    logs.length = 0;
    expect(await main(["inspect", whole])).toBe(0);
    expect(logs.filter((l) => l.startsWith("warning:"))).toEqual([]);
  });

  it("says it when debug draws a page of the file too, and nothing of a whole file", async () => {
    expect(await main(["debug", damaged, "-o", path.join(dir, "damaged.png")])).toBe(0);
    expect(errors.filter((l) => l.includes("repaired_file"))).toEqual([
      expect.stringMatching(/^pdftab: warning: page 1 \(repaired_file\): The file is damaged \(.+\) and was repaired/),
    ]);
    errors.length = 0;
    expect(await main(["debug", whole, "-o", path.join(dir, "whole.png")])).toBe(0);
    expect(errors.filter((l) => l.includes("warning"))).toEqual([]);
  });
});
