import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { encryptedPdf, ruledTablePdf } from "@pdftab/engine/testing";
import { describe, expect, it } from "vitest";
import { PDFTAB_BIN } from "./cli-process.fixture.js";
import { HiddenLine } from "./hidden-line.js";

const dir = mkdtempSync(path.join(tmpdir(), "pdftab-cli-prompt-"));
const PASSWORD = "s3cr\u00e9t";
const locked = path.join(dir, "locked.pdf");
writeFileSync(locked, encryptedPdf(ruledTablePdf(), PASSWORD));

/** The keys fed one call at a time, and what the last call said. */
function typed(...keys: string[]) {
  const line = new HiddenLine();
  return keys.map((k) => line.feed(k)).at(-1);
}

describe("HiddenLine", () => {
  it("ends the line at Enter, with Backspace, Ctrl-H and Ctrl-U editing it", () => {
    expect(typed("s", "3", "x", "\x7f", "cr\u00e9t", "\r")).toEqual({ kind: "line", line: "s3cr\u00e9t" });
    expect(typed("abc\bd\n")).toEqual({ kind: "line", line: "abd" });
    expect(typed("wrong", "\x15", "right\r")).toEqual({ kind: "line", line: "right" });
    expect(typed("\r")).toEqual({ kind: "line", line: "" });
    expect(typed("ab")).toEqual({ kind: "more" });
  });

  it("takes back a whole code point, keeps Tab, and drops arrow keys and other control characters", () => {
    expect(typed("a\u{1F600}", "\x7f", "b\r")).toEqual({ kind: "line", line: "ab" });
    expect(typed("a\x1b[D\x1bOCb\x01\x1b[1;5Cc\r")).toEqual({ kind: "line", line: "abc" });
    expect(typed("a\tb\r")).toEqual({ kind: "line", line: "a\tb" });
  });

  it("interrupts at Ctrl-C, and ends the input at Ctrl-D on an empty line only", () => {
    expect(typed("pass", "\x03")).toEqual({ kind: "interrupt" });
    expect(typed("\x04")).toEqual({ kind: "end" });
    expect(typed("a\x04b\r")).toEqual({ kind: "line", line: "ab" });
  });
});

/** Whether `script` (util-linux) can give the command a pseudo-terminal here. */
const hasScript = spawnSync("script", ["-qec", "true", "/dev/null"]).status === 0;

/**
 * Runs `pdftab ARGS` on a pseudo-terminal (`script`), types `keys` once the password prompt is
 * shown, and gives what the terminal showed (then `stty -a`'s settings) and the command's exit status.
 */
function atTerminal(args: readonly string[], keys: string): Promise<{ screen: string; status: number | null }> {
  const quote = (s: string) => `'${s.replace(/'/g, "'\\''")}'`;
  // the terminal's settings after the command are shown too, to see they were given back
  const command = `${[process.execPath, PDFTAB_BIN, ...args].map(quote).join(" ")}; status=$?; stty -a; exit $status`;
  const child = spawn("script", ["-qec", command, "/dev/null"], { stdio: ["pipe", "pipe", "inherit"] });
  let screen = "";
  let typedYet = false;
  const type = () => {
    if (typedYet) return;
    typedYet = true;
    child.stdin.write(keys);
  };
  // a command that shows no prompt gets the keys all the same, so the test fails on what it shows, not its time
  const late = setTimeout(type, 20_000);
  child.stdout.on("data", (chunk: Buffer) => {
    screen += chunk.toString("utf8");
    if (screen.includes("Password: ")) type();
  });
  return new Promise((resolve) =>
    child.on("close", (status) => {
      clearTimeout(late);
      resolve({ screen, status });
    }),
  );
}

describe.skipIf(!hasScript)("--password-stdin at a terminal", () => {
  it("prompts on stderr and reads the password without echoing it, keys edited as typed", async () => {
    const out = path.join(dir, "t.json");
    const run = await atTerminal(["extract", locked, "--password-stdin", "-o", out], `s3x\x7fcr\u00e9t\r`);
    expect(run.status).toBe(0);
    expect(run.screen).toContain("Password: ");
    expect(run.screen).not.toContain("s3");
    expect(run.screen).not.toContain("cr\u00e9t");
    expect(JSON.parse(readFileSync(out, "utf8")).table_count).toBe(1);
    expect(run.screen).toMatch(/(^|[\s;])echo([\s;]|$)/m);
  });

  it("ends at Ctrl-C as an interrupted command does (exit 130), with the terminal's echo back on", async () => {
    const run = await atTerminal(["inspect", locked, "--password-stdin"], "s3\x03");
    expect(run.status).toBe(130);
    expect(run.screen).not.toContain("s3");
    expect(run.screen).toMatch(/(^|[\s;])echo([\s;]|$)/m);
    expect(run.screen).toMatch(/(^|[\s;])icanon([\s;]|$)/m);
  });
});
