import type { FileHandle } from "node:fs/promises";

/** Bytes read from a pipe or device at a time. */
const CHUNK_BYTES = 64 * 1024;

/**
 * A PDF that comes as a stream (standard input, a pipe, a device: anything without a size) read to its end, in one
 * buffer (a SharedArrayBuffer's with `shared`, for the extraction's threads). Its first bytes are checked for the
 * `%PDF-` header as soon as there are enough of them, with the engine's own check (`@pdftab/engine/input`, which
 * loads no MuPDF): a stream that is no PDF is refused there (not_a_pdf, exit 4) instead of being read to an end it may
 * never have. `pdftab extract /dev/zero`, or a program's endless output piped in, held the command until its memory
 * ran out.
 */
export async function readPdfStream(chunks: AsyncIterable<Uint8Array>, shared: boolean): Promise<Uint8Array> {
  const { HEADER_SEARCH_BYTES, looksLikePdf, notAPdf } = await import("@pdftab/engine/input");
  const parts: Uint8Array[] = [];
  let size = 0;
  let checked = false;
  for await (const chunk of chunks) {
    parts.push(chunk);
    size += chunk.length;
    if (!checked && size >= HEADER_SEARCH_BYTES) {
      checked = true;
      if (!looksLikePdf(joined(parts, size, false))) throw notAPdf();
    }
  }
  // a stream shorter than the header search is left to the engine, which says the same of it
  return joined(parts, size, shared);
}

/** The chunks of an open pipe or device, to its end. */
export async function* chunksOf(file: FileHandle): AsyncGenerator<Uint8Array> {
  for (;;) {
    const buffer = new Uint8Array(CHUNK_BYTES);
    const { bytesRead } = await file.read(buffer, 0, CHUNK_BYTES, null);
    if (bytesRead === 0) return;
    yield buffer.subarray(0, bytesRead);
  }
}

function joined(parts: readonly Uint8Array[], size: number, shared: boolean): Uint8Array {
  const bytes = new Uint8Array(shared ? new SharedArrayBuffer(size) : new ArrayBuffer(size));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}
