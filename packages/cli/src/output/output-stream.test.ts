import { execFileSync } from "node:child_process";
import {
  chmodSync,
  closeSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  statSync,
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

  it("leaves a symbolic link given as OUT in place, and the file it links to as it was", async () => {
    const target = path.join(dir, "target.csv");
    writeFileSync(target, "the old tables");
    const link = path.join(dir, "link.csv");
    symlinkSync(target, link);
    await writeThenDiscard(link);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(target, "utf8")).toBe("the old tables");
    expect(readdirSync(dir).filter((f) => f.includes("pdftab-part"))).toEqual([]);
  });

  it("leaves an existing OUT as it was, and no file beside it", async () => {
    const folder = mkdtempSync(path.join(dir, "kept-"));
    const file = path.join(folder, "tables.csv");
    writeFileSync(file, "the old tables");
    await writeThenDiscard(file);
    expect(readFileSync(file, "utf8")).toBe("the old tables");
    expect(readdirSync(folder)).toEqual(["tables.csv"]);
  });
});

describe("OutputStream.finish", () => {
  it("puts the whole output in an existing OUT's place only at the end, with OUT's permissions", async () => {
    const folder = mkdtempSync(path.join(dir, "replaced-"));
    const file = path.join(folder, "tables.csv");
    writeFileSync(file, "the old tables");
    chmodSync(file, 0o640);
    const out = new OutputStream(file);
    await new Promise<void>((resolve, reject) => out.write("the new ", (e) => (e ? reject(e) : resolve())));
    // while it is written, OUT is the old file whole, and the new one grows beside it
    expect(readFileSync(file, "utf8")).toBe("the old tables");
    out.write("tables");
    await out.finish();
    expect(readFileSync(file, "utf8")).toBe("the new tables");
    expect(statSync(file).mode & 0o777).toBe(0o640);
    expect(readdirSync(folder)).toEqual(["tables.csv"]);
  });

  it("writes through a symbolic link: the file it links to gets the output, and the link stays", async () => {
    const folder = mkdtempSync(path.join(dir, "through-"));
    const target = path.join(folder, "target.csv");
    writeFileSync(target, "the old tables");
    const link = path.join(folder, "link.csv");
    symlinkSync(target, link);
    const out = new OutputStream(link);
    out.write("the new tables");
    await out.finish();
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(target, "utf8")).toBe("the new tables");
    expect(readdirSync(folder).sort()).toEqual(["link.csv", "target.csv"]);
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
      const folder = mkdtempSync(path.join(dir, `stopped-${signal}-`));
      const file = path.join(folder, "new.csv");
      const old = path.join(folder, "old.csv");
      writeFileSync(old, "the old tables");
      const out = new OutputStream(file);
      const replacing = new OutputStream(old);
      for (const stream of [out, replacing])
        await new Promise<void>((resolve, reject) =>
          stream.write("half a document", (e) => (e ? reject(e) : resolve())),
        );
      // old.csv, and the two files begun beside it
      expect(readdirSync(folder)).toHaveLength(3);
      const listeners = added(signal, before);
      expect(listeners).toHaveLength(2);
      for (const listener of listeners) listener(signal);
      await vi.waitFor(() => expect(kill).toHaveBeenCalledTimes(2));
      expect(kill).toHaveBeenCalledWith(process.pid, signal);
      // the new file is not there, the old one is as it was
      await vi.waitFor(() => expect(readdirSync(folder)).toEqual(["old.csv"]));
      expect(readFileSync(old, "utf8")).toBe("the old tables");
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
