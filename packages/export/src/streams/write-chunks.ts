import type { Writable } from "node:stream";
import { ExportError } from "../errors.js";

const CHUNK_CHARS = 64 * 1024;

/** Writes strings to a stream in ~64 KB chunks, waiting whenever the stream asks to. Does not end it. */
export async function writeChunks(pieces: Iterable<string>, out: Writable): Promise<void> {
  let buffer = "";
  const flush = async () => {
    if (!buffer) return;
    if (out.destroyed) throw closedError();
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

/** Resolves on "drain"; rejects on "error" or "close" (a client gone away), leaving no listener behind. */
export function drained(out: NodeJS.WritableStream): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      out.removeListener("drain", onDrain);
      out.removeListener("error", onError);
      out.removeListener("close", onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    const onError = (error: Error) => done(error);
    const onClose = () => done(closedError());
    out.once("drain", onDrain);
    out.once("error", onError);
    out.once("close", onClose);
  });
}

/** The destination closed before the export was written. */
export function closedError(): ExportError {
  return new ExportError("output_closed", "the output stream closed before the export was complete");
}
