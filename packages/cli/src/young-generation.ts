import { setFlagsFromString } from "node:v8";

/**
 * Keeps V8's young generation near its starting size in this process and its worker threads.
 * A command holds little between pages (each page's tables are written and dropped), but V8
 * grows a thread's semi-spaces as objects keep surviving its scavenges, so over a long document
 * the engine's thread and the command's own (where the output is written) grow theirs towards
 * the maximum and the peak RSS grows with the page count though nothing is kept
 * (packages/cli/README.md, "Memory"; figures in bench/README.md, "CLI RSS"). V8 reads the growth
 * factor each time it would grow the space, so setting it at run time still applies to heaps
 * already made; but starting a worker thread sets V8's flags again (measured with Node 20), so
 * the command sets it at start and each engine thread again first thing. Only the CLI sets it;
 * a long-lived server keeps V8's defaults.
 */
export function keepYoungGenerationSmall(): void {
  setFlagsFromString(YOUNG_GENERATION_FLAG);
}

/** The V8 flag `keepYoungGenerationSmall` sets: semi-spaces grow by a factor of 1, i.e. not at all. */
export const YOUNG_GENERATION_FLAG = "--semi-space-growth-factor=1";
