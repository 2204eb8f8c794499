import { describe, expect, it } from "vitest";
import type { FileStore } from "./file-store.js";
import { lazyFileStore } from "./lazy-file-store.js";

/** A store whose every method answers with its own name, so a test can see the call arrive. */
function namedStore(): FileStore {
  const answer = (name: string) => async () => name as never;
  return {
    put: answer("put"),
    info: answer("info"),
    get: answer("get"),
    stream: answer("stream"),
    delete: answer("delete"),
    sweepPartials: answer("sweepPartials"),
    check: answer("check"),
  };
}

describe("lazyFileStore", () => {
  it("loads nothing until the first call, then loads once and passes every call on", async () => {
    let loads = 0;
    const store = lazyFileStore(async () => {
      loads++;
      return namedStore();
    });
    expect(loads).toBe(0);
    expect(await store.put(Buffer.from("x"), { contentType: "application/pdf" } as never)).toBe("put");
    expect(await store.info("k")).toBe("info");
    expect(await store.get("k")).toBe("get");
    expect(await store.stream("k")).toBe("stream");
    expect(await store.delete("k")).toBe("delete");
    expect(await store.sweepPartials(new Date())).toBe("sweepPartials");
    expect(await store.check()).toBe("check");
    expect(loads).toBe(1);
  });

  it("tries the load again after it failed", async () => {
    let loads = 0;
    const store = lazyFileStore(async () => {
      if (++loads === 1) throw new Error("not yet");
      return namedStore();
    });
    await expect(store.check()).rejects.toThrow("not yet");
    expect(await store.check()).toBe("check");
    expect(loads).toBe(2);
  });
});
