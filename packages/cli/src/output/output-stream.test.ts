import { execFileSync } from "node:child_process";
import {
  closeSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  openSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OutputStream } from "./output-stream.js";

const dir = mkdtempSync(path.join(tmpdir(), "pdftab-cli-output-"));

/** Writes some bytes through an OutputStream to `target`, then discards it as a failed extraction does. */
async function writeThenDiscard(target: string): Promise<void> {
  const out = new OutputStream(target);
  await new Promise<void>((resolve, reject) => out.write("half a document", (e) => (e ? reject(e) : resolve())));
  await out.discard();
}

describe("OutputStream.discard", () => {
  it("removes the regular file it began", async () => {
    const file = path.join(dir, "half.csv");
    await writeThenDiscard(file);
    expect(existsSync(file)).toBe(false);
  });

  it.skipIf(process.platform === "win32")("leaves a named pipe given as OUT in place", async () => {
    const fifo = path.join(dir, "pipe");
    execFileSync("mkfifo", [fifo]);
    const reader = openSync(fifo, "r+"); // a reader, so opening the pipe to write does not wait
    try {
      await writeThenDiscard(fifo);
    } finally {
      closeSync(reader);
    }
    expect(lstatSync(fifo).isFIFO()).toBe(true);
  });

  it("leaves a symbolic link given as OUT in place", async () => {
    const target = path.join(dir, "target.csv");
    writeFileSync(target, "");
    const link = path.join(dir, "link.csv");
    symlinkSync(target, link);
    await writeThenDiscard(link);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(target, "utf8")).toBe("");
  });
});
