import { PassThrough } from "node:stream";

/** A stream that keeps what is written to it (tests read it back with `bytes()` or `text()`). */
export function collector(): { out: PassThrough; bytes(): Buffer; text(): string } {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (chunk: Buffer) => chunks.push(chunk));
  return { out, bytes: () => Buffer.concat(chunks), text: () => Buffer.concat(chunks).toString("utf8") };
}
