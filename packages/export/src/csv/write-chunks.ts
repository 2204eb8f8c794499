import type { Writable } from "node:stream";

const CHUNK_CHARS = 64 * 1024;

/** Writes strings to a stream in ~64 KB chunks, waiting whenever the stream asks to. Does not end it. */
export async function writeChunks(pieces: Iterable<string>, out: Writable): Promise<void> {
  let buffer = "";
  const flush = async () => {
    if (!buffer) return;
    const ok = out.write(buffer);
    buffer = "";
    if (!ok) await drained(out);
  };
  for (const piece of pieces) {
    buffer += piece;
    if (buffer.length >= CHUNK_CHARS) await flush();
  }
  await flush();
}

/** Resolves on "drain", rejects on "error", and leaves no listener behind either way. */
function drained(out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const onDrain = () => {
      out.off("error", onError);
      resolve();
    };
    const onError = (error: Error) => {
      out.off("drain", onDrain);
      reject(error);
    };
    out.once("drain", onDrain);
    out.once("error", onError);
  });
}
