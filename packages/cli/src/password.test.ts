import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { encryptedPdf, twoTablesPdf } from "@pdftab/engine/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { captureConsole } from "./console-capture.fixture.js";
import { main } from "./main.js";

const dir = mkdtempSync(path.join(tmpdir(), "pdftab-cli-password-"));
const locked = path.join(dir, "locked.pdf");
writeFileSync(locked, encryptedPdf(twoTablesPdf(), "s3cret"));

const { errors, logs } = captureConsole();

/** Standard input holding `text`, in two chunks (a line may come in pieces). */
function stdinOf(text: string): Readable {
  const stream = Readable.from([Buffer.from(text.slice(0, 2)), Buffer.from(text.slice(2))]);
  vi.spyOn(process, "stdin", "get").mockReturnValue(Object.assign(stream, { isTTY: false }) as never);
  return stream;
}

afterEach(() => {
  delete process.env["PDFTAB_PASSWORD"];
});

describe("a PDF's password kept off the command line", () => {
  it("is taken from PDFTAB_PASSWORD when --password is not given, and --password wins over it", async () => {
    const out = path.join(dir, "env.json");
    process.env["PDFTAB_PASSWORD"] = "s3cret";
    expect(await main(["extract", locked, "-o", out])).toBe(0);
    expect(JSON.parse(readFileSync(out, "utf8")).table_count).toBe(2);
    expect(await main(["extract", locked, "--password", "nope", "-o", out])).toBe(5);
    expect(errors.join("\n")).toContain("wrong_password");
    expect(await main(["inspect", locked, "--json"])).toBe(0);
    expect(JSON.parse(logs.join("\n")).encrypted).toBe(true);
    // set but empty (an unset shell variable exported): no password
    process.env["PDFTAB_PASSWORD"] = "";
    expect(await main(["extract", locked, "-o", out])).toBe(5);
  });

  it("is read from the first line of standard input with --password-stdin", async () => {
    const out = path.join(dir, "stdin.csv");
    stdinOf("s3cret\r\nthe rest is not read\n");
    expect(await main(["extract", locked, "--password-stdin", "-o", out])).toBe(0);
    expect(readFileSync(out, "utf8")).toContain("Team,Played,Won,Lost");
    stdinOf("s3cret");
    expect(await main(["debug", locked, "--password-stdin", "-o", path.join(dir, "page.png")])).toBe(0);
    stdinOf("wrong\n");
    process.env["PDFTAB_PASSWORD"] = "s3cret";
    // the flag wins over the variable
    expect(await main(["inspect", locked, "--password-stdin"])).toBe(5);
  });

  it("refuses --password-stdin when standard input holds the PDF, or with --password, before reading anything", async () => {
    const stdin = stdinOf("s3cret\n");
    expect(await main(["extract", "-", "--password-stdin"])).toBe(2);
    expect(errors.join("\n")).toContain("--password-stdin reads standard input, which holds the PDF (FILE -)");
    expect(await main(["inspect", locked, "--password-stdin", "--password", "s3cret"])).toBe(2);
    expect(errors.join("\n")).toContain("give --password or --password-stdin, not both");
    expect(stdin.readableDidRead).toBe(false);
    stdinOf("");
    expect(await main(["inspect", locked, "--password-stdin"])).toBe(2);
    expect(errors.join("\n")).toContain("standard input ended before a password line");
  });

  it("says in every command's help where else the password can come from, and that --password is visible", async () => {
    for (const command of ["extract", "inspect", "debug"]) {
      logs.length = 0;
      expect(await main([command, "--help"])).toBe(0);
      expect(logs.join("\n")).toContain("--password-stdin");
      expect(logs.join("\n")).toContain("PDFTAB_PASSWORD");
      expect(logs.join("\n")).toContain("visible to other users");
    }
  });
});
