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

  it("lets any other write error through", () => {
    const stdout = new EventEmitter();
    const exit = vi.fn();
    exitWhenReaderGoes(stdout, exit);
    expect(() => stdout.emit("error", Object.assign(new Error("no space"), { code: "ENOSPC" }))).toThrow("no space");
    expect(exit).not.toHaveBeenCalled();
  });
});
