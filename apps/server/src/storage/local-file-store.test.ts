import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalFileStore, sanitizeDisplayName } from "./index.js";

describe("LocalFileStore", () => {
  let root: string;
  let store: LocalFileStore;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "pdftab-store-"));
    store = new LocalFileStore(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("stores bytes under a generated key, never the client's name", async () => {
    const stored = await store.put(Buffer.from("%PDF-1.7 hello"), { clientName: "../../etc/passwd", contentType: "application/pdf" });
    expect(stored.key).toMatch(/^[0-9a-f]{32}$/);
    expect(stored.displayName).toBe("passwd");
    expect(stored.size).toBe(14);
    expect((await store.get(stored.key)).toString()).toBe("%PDF-1.7 hello");
    const names = (await readdir(root, { recursive: true })).map(String);
    expect(names.some((n) => n.includes("passwd") || n.includes(".."))).toBe(false);
    expect(await store.info(stored.key)).toEqual(stored);
  });

  it("streams in and out, and deletes", async () => {
    const stored = await store.put(Readable.from([Buffer.from("a"), Buffer.from("bc")]), { clientName: undefined, contentType: undefined });
    expect(stored.displayName).toBe("file");
    expect(stored.contentType).toBe("application/octet-stream");
    const chunks: Buffer[] = [];
    for await (const chunk of await store.stream(stored.key)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe("abc");
    expect(await store.delete(stored.key)).toBe(true);
    expect(await store.delete(stored.key)).toBe(false);
    expect(await store.info(stored.key)).toBeUndefined();
    await expect(store.get(stored.key)).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("refuses keys that could leave the store", async () => {
    await expect(store.get("../../etc/passwd")).rejects.toThrow("Invalid file key");
    await expect(store.stream("..")).rejects.toThrow("Invalid file key");
    expect(await store.delete("../x")).toBe(false);
  });
});

describe("sanitizeDisplayName", () => {
  it("keeps ordinary names and cleans hostile ones", () => {
    expect(sanitizeDisplayName("Report 2024.pdf")).toBe("Report 2024.pdf");
    expect(sanitizeDisplayName("C:\\Users\\me\\bank.pdf")).toBe("bank.pdf");
    expect(sanitizeDisplayName("..hidden\u0000\n.pdf")).toBe("hidden.pdf");
    expect(sanitizeDisplayName('a<b>:"|?*.pdf')).toBe("ab.pdf");
    expect(sanitizeDisplayName("")).toBe("file");
    const long = sanitizeDisplayName(`${"x".repeat(500)}.pdf`);
    expect(long).toHaveLength(200);
    expect(long.endsWith(".pdf")).toBe(true);
  });
});
