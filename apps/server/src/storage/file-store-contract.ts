import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FileStore } from "./file-store.js";

/** A store under test and a look at what it holds. */
export interface StoreUnderTest {
  store: FileStore;
  /** Names of everything the store holds on its backend (paths or object keys). */
  storedNames(): Promise<string[]>;
  close(): Promise<void>;
  /** The same kind of store pointed at a place that cannot be used (readiness must fail). */
  unusable(): FileStore;
}

/** Deterministic bytes (xorshift), so a corrupted or reordered chunk changes the digest. */
function* chunksOf(totalBytes: number, chunkBytes: number, seed = 2463534242): Generator<Buffer> {
  let state = seed;
  for (let sent = 0; sent < totalBytes; sent += chunkBytes) {
    const chunk = Buffer.alloc(Math.min(chunkBytes, totalBytes - sent));
    for (let i = 0; i < chunk.length; i += 4) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const word = Buffer.alloc(4);
      word.writeUInt32LE(state >>> 0);
      word.copy(chunk, i, 0, Math.min(4, chunk.length - i));
    }
    yield chunk;
  }
}

const sha256 = (chunks: Iterable<Buffer>) => {
  const hash = createHash("sha256");
  for (const chunk of chunks) hash.update(chunk);
  return hash.digest("hex");
};

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The behaviour every FileStore must share, run against each implementation:
 * generated keys, sanitised names, buffers and streams in and out, unknown
 * and malformed keys, a big streamed file, and a failed upload leaving nothing.
 */
export function describeFileStoreContract(name: string, open: () => Promise<StoreUnderTest>): void {
  describe(`FileStore contract: ${name}`, () => {
    let t: StoreUnderTest;
    beforeAll(async () => {
      t = await open();
    });
    afterAll(() => t?.close());

    it("stores bytes under a generated key and keeps the client's name out of the backend", async () => {
      const stored = await t.store.put(Buffer.from("%PDF-1.7 hello"), {
        clientName: "../../etc/passwd",
        contentType: "application/pdf; charset=binary",
      });
      expect(stored.key).toMatch(/^[0-9a-f]{32}$/);
      expect(stored).toMatchObject({ displayName: "passwd", contentType: "application/pdf", size: 14 });
      expect(Number.isNaN(Date.parse(stored.createdAt))).toBe(false);
      expect((await t.store.get(stored.key)).toString()).toBe("%PDF-1.7 hello");
      expect(await t.store.info(stored.key)).toEqual(stored);
      const names = await t.storedNames();
      expect(names.some((n) => n.includes(stored.key))).toBe(true);
      expect(names.some((n) => n.includes("passwd") || n.includes(".."))).toBe(false);
    });

    it("keeps a non-ASCII display name and defaults a missing name and type", async () => {
      const named = await t.store.put(Buffer.from("x"), {
        clientName: "Bericht Ü 2024 – März.pdf",
        contentType: "application/pdf",
      });
      expect((await t.store.info(named.key))?.displayName).toBe("Bericht Ü 2024 – März.pdf");
      const anonymous = await t.store.put(Buffer.from("y"), { clientName: undefined, contentType: undefined });
      expect(await t.store.info(anonymous.key)).toMatchObject({
        displayName: "file",
        contentType: "application/octet-stream",
        size: 1,
      });
    });

    it("streams in and out, then deletes once", async () => {
      const stored = await t.store.put(Readable.from([Buffer.from("a"), Buffer.from("bc")]), {
        clientName: "s.pdf",
        contentType: "application/pdf",
      });
      expect(stored.size).toBe(3);
      expect((await readAll(await t.store.stream(stored.key))).toString()).toBe("abc");
      expect(await t.store.delete(stored.key)).toBe(true);
      expect(await t.store.delete(stored.key)).toBe(false);
      expect(await t.store.info(stored.key)).toBeUndefined();
      await expect(t.store.get(stored.key)).rejects.toMatchObject({ code: "ENOENT" });
      await expect(t.store.stream(stored.key)).rejects.toMatchObject({ code: "ENOENT" });
      expect((await t.storedNames()).some((n) => n.includes(stored.key))).toBe(false);
    });

    it("answers an unknown key as missing and refuses malformed ones", async () => {
      const unknown = "0123456789abcdef0123456789abcdef";
      expect(await t.store.info(unknown)).toBeUndefined();
      await expect(t.store.get(unknown)).rejects.toMatchObject({ code: "ENOENT" });
      await expect(t.store.stream(unknown)).rejects.toMatchObject({ code: "ENOENT" });
      expect(await t.store.delete(unknown)).toBe(false);
      await expect(t.store.get("../../etc/passwd")).rejects.toThrow("Invalid file key");
      await expect(t.store.stream("..")).rejects.toThrow("Invalid file key");
      expect(await t.store.info("../x")).toBeUndefined();
      expect(await t.store.delete("../x")).toBe(false);
    });

    it("takes a big stream of unknown length and gives back the same bytes", async () => {
      const total = 12 * 1024 * 1024 + 12_345; // more than two 5 MB parts, not a multiple of the chunk
      const stored = await t.store.put(Readable.from(chunksOf(total, 64 * 1024)), {
        clientName: "big.pdf",
        contentType: "application/pdf",
      });
      expect(stored.size).toBe(total);
      expect((await t.store.info(stored.key))?.size).toBe(total);
      const back = await readAll(await t.store.stream(stored.key));
      expect(back.length).toBe(total);
      expect(sha256([back])).toBe(sha256(chunksOf(total, 64 * 1024)));
      expect(await t.store.delete(stored.key)).toBe(true);
    });

    it("check() passes on a usable store and fails on one that cannot be used", async () => {
      await expect(t.store.check()).resolves.toBeUndefined();
      await expect(t.unusable().check()).rejects.toThrow();
    });

    it("rejects an upload whose source fails midway and keeps nothing of it", async () => {
      const before = await t.storedNames();
      async function* failing() {
        yield* chunksOf(6 * 1024 * 1024, 64 * 1024);
        throw new Error("client went away");
      }
      await expect(
        t.store.put(Readable.from(failing()), { clientName: "cut.pdf", contentType: "application/pdf" }),
      ).rejects.toThrow();
      expect((await t.storedNames()).sort()).toEqual(before.sort());
    });
  });
}
