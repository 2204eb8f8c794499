import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fanOutPdf } from "@pdftab/engine/hostile";
import { encryptedPdf, twoTablesPdf } from "@pdftab/engine/testing";
import { describe, expect, it } from "vitest";
import { captureConsole } from "../console-capture.fixture.js";
import { main } from "../main.js";

/**
 * A harness limit, not a timing assertion: a stopped run costs a worker loaded from sources, slow on a busy machine.
 * Without the watchdog the fan-out page kept inspect and debug busy for minutes, so the test fails at this limit
 * instead of hanging.
 */
const HOSTILE_TEST_MS = 120_000;

const dir = mkdtempSync(path.join(tmpdir(), "pdftab-cli-watchdog-"));
const fan = path.join(dir, "fan.pdf");
writeFileSync(fan, fanOutPdf());
const tables = path.join(dir, "two-tables.pdf");
writeFileSync(tables, twoTablesPdf().bytes);

const { errors, logs } = captureConsole();

describe("pdftab inspect and debug under --timeout", () => {
  it(
    "stop a hostile PDF at --timeout with exit 7 and one line on stderr, and debug leaves no image",
    async () => {
      const started = Date.now();
      expect(await main(["inspect", fan, "--timeout", "1500"])).toBe(7);
      expect(errors).toEqual([
        `pdftab: ${fan}: The PDF took longer than 1.5 seconds (--timeout) and was stopped. [extraction_timeout]`,
      ]);
      expect(logs).toEqual([]);
      errors.length = 0;
      const out = path.join(dir, "fan.png");
      expect(await main(["debug", fan, "--timeout", "1500", "-o", out])).toBe(7);
      expect(errors).toEqual([
        `pdftab: ${fan}: The PDF took longer than 1.5 seconds (--timeout) and was stopped. [extraction_timeout]`,
      ]);
      expect(existsSync(out)).toBe(false);
      // generous (two worker threads loaded from sources); before, each ran for minutes
      expect(Date.now() - started).toBeLessThan(60_000);
    },
    HOSTILE_TEST_MS,
  );

  it("still describe and draw an ordinary PDF, with or without --timeout", async () => {
    // (a budget past what a timer holds, 2^31-1 ms, must not fire at once)
    expect(await main(["inspect", tables, "--timeout", "99999999999"])).toBe(0);
    expect(logs[0]).toBe("pages:     1");
    logs.length = 0;
    expect(await main(["inspect", tables, "--json"])).toBe(0);
    expect(JSON.parse(logs.join("\n")).pageCount).toBe(1);
    const out = path.join(dir, "page.png");
    expect(await main(["debug", tables, "--timeout", "60000", "-o", out, "--scale", "1"])).toBe(0);
    expect(readFileSync(out).subarray(1, 4).toString()).toBe("PNG");
    expect(errors.join("\n")).toContain("2 table(s)");
  });

  it("keep the engine's messages and exit codes for errors thrown in the worker", async () => {
    const locked = path.join(dir, "locked.pdf");
    writeFileSync(locked, encryptedPdf(twoTablesPdf(), "s3cret"));
    const junk = path.join(dir, "junk.pdf");
    writeFileSync(junk, "not a pdf at all");
    const out = path.join(dir, "refused.png");
    const said = async (argv: string[]) => {
      errors.length = 0;
      const code = await main(argv);
      return [code, ...errors];
    };
    expect(await said(["inspect", locked])).toEqual([
      5,
      `pdftab: ${locked}: The PDF is encrypted; a password is required. [password_required]`,
    ]);
    expect(await said(["inspect", locked, "--password", "nope"])).toEqual([
      5,
      `pdftab: ${locked}: The password does not open this PDF. [wrong_password]`,
    ]);
    expect(await said(["inspect", locked, "--password", "s3cret"])).toEqual([0]);
    expect(await said(["inspect", junk])).toEqual([
      4,
      `pdftab: ${junk}: The file is not a PDF (no %PDF- header). [not_a_pdf]`,
    ]);
    expect(await said(["debug", junk, "-o", out])).toEqual([
      4,
      `pdftab: ${junk}: The file is not a PDF (no %PDF- header). [not_a_pdf]`,
    ]);
    expect(await said(["debug", tables, "--page", "9", "-o", out])).toEqual([
      6,
      `pdftab: ${tables}: Page 9 does not exist; the document has 1 page(s). [page_out_of_range]`,
    ]);
    expect(await said(["debug", tables, "--method", "weird", "-o", out])).toEqual([
      2,
      'pdftab: --method must be auto, lattice or stream, not "weird" (see pdftab --help)',
    ]);
    expect(existsSync(out)).toBe(false);
  });

  it("refuse a --timeout that is not a positive number of milliseconds, as extract does", async () => {
    for (const command of [
      ["inspect", tables],
      ["debug", tables, "-o", path.join(dir, "never.png")],
    ]) {
      for (const value of ["0", "-5", "soon", "Infinity", ""]) {
        errors.length = 0;
        expect(await main([...command, "--timeout", value])).toBe(2);
        expect(errors).toEqual([
          `pdftab: --timeout must be a positive number of milliseconds, not "${value}" (see pdftab --help)`,
        ]);
      }
    }
    expect(existsSync(path.join(dir, "never.png"))).toBe(false);
  });
});
