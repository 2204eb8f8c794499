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
import { describe, expect, it, vi } from "vitest";
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

describe("OutputStream stopped from outside", () => {
  /** The listeners the stream added to `signal` since `before`. */
  const added = (signal: NodeJS.Signals, before: readonly unknown[]) =>
    process.listeners(signal).filter((l) => !before.includes(l)) as ((signal: NodeJS.Signals) => void)[];

  it("removes the file begun on SIGINT, SIGTERM or SIGHUP, then ends the process by the same signal", async () => {
    for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
      const kill = vi.spyOn(process, "kill").mockImplementation(() => true);
      const before = process.listeners(signal);
      const file = path.join(dir, `stopped-${signal}.csv`);
      const out = new OutputStream(file);
      await new Promise<void>((resolve, reject) => out.write("half a document", (e) => (e ? reject(e) : resolve())));
      expect(existsSync(file)).toBe(true);
      const listeners = added(signal, before);
      expect(listeners).toHaveLength(1);
      listeners[0]!(signal);
      await vi.waitFor(() => expect(kill).toHaveBeenCalledWith(process.pid, signal));
      expect(existsSync(file)).toBe(false);
      expect(added(signal, before)).toEqual([]);
      kill.mockRestore();
    }
  });

  it("leaves a finished file to the default handling of the signals", async () => {
    const before = process.listeners("SIGINT");
    const file = path.join(dir, "whole.csv");
    const out = new OutputStream(file);
    await new Promise<void>((resolve, reject) => out.write("a whole document", (e) => (e ? reject(e) : resolve())));
    await out.finish();
    expect(added("SIGINT", before)).toEqual([]);
    expect(readFileSync(file, "utf8")).toBe("a whole document");
  });
});
