import * as mupdf from "mupdf";

/** Views on MuPDF's WebAssembly memory: bytes, 4-byte ints and 4-byte floats over the same buffer. */
export interface MupdfMemory {
  bytes: Uint8Array;
  words: Int32Array;
  floats: Float32Array;
}

const EMPTY: MupdfMemory = { bytes: new Uint8Array(0), words: new Int32Array(0), floats: new Float32Array(0) };
let views: MupdfMemory = EMPTY;

/**
 * Views on MuPDF's memory for reading its objects in place (text-glyphs.ts,
 * path-points.ts), kept per thread and made again after the memory grew
 * (growing detaches the old buffer, so the views' length drops to 0). MuPDF.js
 * does not export its heap; a Buffer's bytes are a view on it. Null when that
 * is not a plain ArrayBuffer (a shared one would not say it grew). The views
 * are good until MuPDF next allocates: read them within one callback.
 */
export function mupdfMemory(): MupdfMemory | null {
  if (views.words.length > 0) return views;
  const probe = new mupdf.Buffer();
  try {
    const memory: unknown = probe.asUint8Array().buffer;
    if (!(memory instanceof ArrayBuffer) || memory.byteLength === 0) return null;
    views = { bytes: new Uint8Array(memory), words: new Int32Array(memory), floats: new Float32Array(memory) };
    return views;
  } finally {
    probe.destroy();
  }
}

/**
 * The views again after MuPDF's memory grew under a reader (a callback it
 * made called into MuPDF). Throws if they cannot be made, which would mean
 * the memory stopped being the plain ArrayBuffer it was a moment before.
 */
export function grownMemory(): MupdfMemory {
  const memory = mupdfMemory();
  if (!memory) throw new Error("MuPDF's memory can no longer be read in place");
  return memory;
}

/**
 * Copies `count` floats at `pointer` in MuPDF's memory (a matrix, a colour's
 * values) into `into`, which is cut to that length; false, with `into`
 * untouched, when they would lie outside the memory.
 */
export function readFloats(pointer: number, count: number, into: number[]): boolean {
  const memory = mupdfMemory();
  if (!memory || !holdsWords(memory, pointer, count)) return false;
  const floats = memory.floats;
  const first = pointer >>> 2;
  // Set only when it changes: setting an array's length is a runtime call even when it stays (a matrix per text drawn).
  if (into.length !== count) into.length = count;
  for (let i = 0; i < count; i++) into[i] = floats[first + i]!;
  return true;
}

/**
 * Whether `count` 4-byte words from `pointer` (a non-null, aligned pointer
 * MuPDF handed over) lie inside its memory, so a reader may index them.
 */
export function holdsWords(memory: MupdfMemory, pointer: number, count: number): boolean {
  return pointer > 0 && (pointer & 3) === 0 && count >= 0 && (pointer >>> 2) + count <= memory.words.length;
}
