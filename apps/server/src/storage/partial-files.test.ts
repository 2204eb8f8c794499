import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalFileStore } from "./local-file-store.js";

const HOUR_MS = 3_600_000;

async function namesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

describe("local store: uploads under a temporary name, and the sweep of what crashes leave", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "pdftab-partials-"));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("writes an upload as .partial and gives it its name only when complete", async () => {
    const store = new LocalFileStore(root);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const source = Readable.from(
      (async function* () {
        yield Buffer.from("%PDF-1.7 first half ");
        await gate;
        yield Buffer.from("second half");
      })(),
    );
    const putting = store.put(source, { clientName: "a.pdf", contentType: "application/pdf" });
    // while the upload is under way, only temporaries exist
    for (let i = 0; i < 100 && (await namesUnder(root)).length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    const during = await namesUnder(root);
    expect(during).toHaveLength(1);
    expect(during[0]).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}\.partial$/);
    release();
    const stored = await putting;
    expect(await namesUnder(root)).toEqual([
      `${stored.key.slice(0, 2)}/${stored.key}`,
      `${stored.key.slice(0, 2)}/${stored.key}.json`,
    ]);
    expect((await store.get(stored.key)).toString()).toBe("%PDF-1.7 first half second half");
    await store.delete(stored.key);
  });

  it("leaves nothing when the upload fails", async () => {
    const store = new LocalFileStore(root);
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from("%PDF-1.7 ");
        throw new Error("client went away");
      })(),
    );
    await expect(store.put(failing, { clientName: "a.pdf", contentType: "application/pdf" })).rejects.toThrow(
      "client went away",
    );
    expect(await namesUnder(root)).toEqual([]);
  });

  it("sweeps stale temporaries and metadata without its file, and leaves fresh temporaries and complete files", async () => {
    const store = new LocalFileStore(root);
    const kept = await store.put(Buffer.from("%PDF-1.7 kept"), {
      clientName: "kept.pdf",
      contentType: "application/pdf",
    });
    const dir = path.join(root, "ab");
    await mkdir(dir, { recursive: true });
    const old = new Date(Date.now() - 2 * HOUR_MS);
    const stale = path.join(dir, `ab${"0".repeat(30)}.partial`);
    const staleJson = path.join(dir, `ab${"1".repeat(30)}.json.partial`);
    const orphanJson = path.join(dir, `ab${"2".repeat(30)}.json`);
    const fresh = path.join(dir, `ab${"3".repeat(30)}.partial`);
    for (const file of [stale, staleJson, orphanJson, fresh]) await writeFile(file, "x");
    for (const file of [stale, staleJson, orphanJson]) await utimes(file, old, old);
    // the complete file is old too, and must stay
    await utimes(path.join(root, kept.key.slice(0, 2), kept.key), old, old);
    await utimes(path.join(root, kept.key.slice(0, 2), `${kept.key}.json`), old, old);

    const swept = await store.sweepPartials(new Date(Date.now() - HOUR_MS));
    expect(swept).toEqual({ partials: 2, orphanMetadata: 1 });
    const left = await namesUnder(root);
    expect(left).toContain(path.relative(root, fresh));
    expect(left).toContain(`${kept.key.slice(0, 2)}/${kept.key}`);
    expect(left).toContain(`${kept.key.slice(0, 2)}/${kept.key}.json`);
    expect(left).toHaveLength(3);
    expect((await store.get(kept.key)).toString()).toBe("%PDF-1.7 kept");
  });
});
