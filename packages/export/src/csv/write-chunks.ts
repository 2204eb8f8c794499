import { once } from "node:events";
import type { Writable } from "node:stream";

const CHUNK_CHARS = 64 * 1024;

/** Writes strings to a stream in ~64 KB chunks, waiting whenever the stream asks to. Does not end it. */
export async function writeChunks(pieces: Iterable<string>, out: Writable): Promise<void> {
  let buffer = "";
  const flush = async () => {
    if (!buffer) return;
    const ok = out.write(buffer);
    buffer = "";
    if (!ok) await Promise.race([once(out, "drain"), once(out, "error").then(([e]) => Promise.reject(e))]);
  };
  for (const piece of pieces) {
    buffer += piece;
    if (buffer.length >= CHUNK_CHARS) await flush();
  }
  await flush();
}
