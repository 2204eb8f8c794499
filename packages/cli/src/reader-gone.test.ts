import { EventEmitter } from "node:events";
import { describe, expect, it, vi } from "vitest";
import { exitWhenReaderGoes } from "./reader-gone.js";

describe("exitWhenReaderGoes", () => {
  it("exits with 0 when the pipe's reader has gone (EPIPE)", () => {
    const stdout = new EventEmitter();
    const exit = vi.fn();
    exitWhenReaderGoes(stdout, exit);
    stdout.emit("error", Object.assign(new Error("write EPIPE"), { code: "EPIPE" }));
    expect(exit).toHaveBeenCalledWith(0);
  });

  it("says why any other write failed, in one line on stderr, and exits 3 as for a -o file", () => {
    const stdout = new EventEmitter();
    const exit = vi.fn();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    exitWhenReaderGoes(stdout, exit);
    stdout.emit("error", Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" }));
    expect(error.mock.calls).toEqual([
      ["pdftab: cannot write standard output: no space left on the device [output_unwritable]"],
    ]);
    expect(exit).toHaveBeenCalledWith(3);
    error.mockRestore();
  });

  it("words a standard output open for reading only (`pdftab --help 1< file`), not the bare code EBADF", () => {
    const stdout = new EventEmitter();
    const exit = vi.fn();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    exitWhenReaderGoes(stdout, exit);
    stdout.emit("error", Object.assign(new Error("EBADF: bad file descriptor, write"), { code: "EBADF" }));
    expect(error.mock.calls).toEqual([
      ["pdftab: cannot write standard output: it is not open for writing [output_unwritable]"],
    ]);
    expect(exit).toHaveBeenCalledWith(3);
    error.mockRestore();
  });
});
