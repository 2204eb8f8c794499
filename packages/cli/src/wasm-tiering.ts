import { setFlagsFromString } from "node:v8";

/**
 * Keeps MuPDF's WebAssembly on V8's baseline compiler (Liftoff) for this
 * process. A command reads one document and exits; optimising the hot parts of
 * the 10 MB module with TurboFan costs more CPU than it wins back: measured on
 * the 2-core bench machine, a one-page extract spent about 290 ms of CPU in
 * extraction with tier-up and 150 ms without, and a 100-page table-heavy PDF
 * was no slower (2.7 s either way). Must run before `mupdf` is first imported:
 * the flag applies when the module is compiled. Only the CLI sets it; a
 * long-lived server keeps V8's defaults.
 */
export function preferBaselineWasm(): void {
  setFlagsFromString("--liftoff-only");
}
