import { describe, expect, it, vi } from "vitest";
import { guardedStorage, loadChunkOrReload, type ChunkReloadHost } from "./lazyChunk";

function host(): ChunkReloadHost & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    storage: {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
    },
    reload: vi.fn(),
  };
}

const missingChunk = () => Promise.reject(new TypeError("Failed to fetch dynamically imported module"));

describe("loadChunkOrReload", () => {
  it("returns the module when the chunk loads, without reloading", async () => {
    const browser = host();
    await expect(loadChunkOrReload(() => Promise.resolve({ default: "page" }), browser)).resolves.toEqual({
      default: "page",
    });
    expect(browser.reload).not.toHaveBeenCalled();
  });

  it("reloads the page once when a chunk fails (a redeploy removed the old build's chunks)", async () => {
    const browser = host();
    const pending = loadChunkOrReload(missingChunk, browser);
    let settled = false;
    void pending.then(
      () => (settled = true),
      () => (settled = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(browser.reload).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);
  });

  it("throws on a second failure in a row instead of reloading in a loop", async () => {
    const browser = host();
    void loadChunkOrReload(missingChunk, browser);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(loadChunkOrReload(missingChunk, browser)).rejects.toThrow("Failed to fetch");
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });

  it("forgets the reload once a chunk loads, so a later redeploy reloads again", async () => {
    const browser = host();
    void loadChunkOrReload(missingChunk, browser);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await loadChunkOrReload(() => Promise.resolve({ default: "page" }), browser);
    void loadChunkOrReload(missingChunk, browser);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(browser.reload).toHaveBeenCalledTimes(2);
  });

  it("loads pages where site data is blocked, and sends a missing chunk to the error screen without reloading", async () => {
    const blocked = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    const browser = { storage: guardedStorage(blocked), reload: vi.fn() };
    await expect(loadChunkOrReload(() => Promise.resolve({ default: "page" }), browser)).resolves.toEqual({
      default: "page",
    });
    await expect(loadChunkOrReload(missingChunk, browser)).rejects.toThrow("Failed to fetch");
    expect(browser.reload).not.toHaveBeenCalled();
  });
});
