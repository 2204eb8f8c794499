import { setFlagsFromString } from "node:v8";

/**
 * The V8 flags `keepYoungGenerationSmall` sets: threads started afterwards begin with 8 MB
 * semi-spaces, and no thread's semi-spaces grow by more than V8's first step. With 1 MB (V8's
 * own start) the engine's thread spent several times as long collecting garbage, for little
 * less memory (bench/README.md, "CLI RSS").
 */
export const YOUNG_GENERATION_FLAGS = ["--min-semi-space-size=8", "--semi-space-growth-factor=1"] as const;

/**
 * Keeps V8's young generation near a fixed size in this process and its worker threads.
 * A command holds little between pages (each page's tables are written and dropped), but V8
 * grows a thread's semi-spaces as objects keep surviving its scavenges, so over a long document
 * the engine's thread and the command's own (where the output is written) grew theirs to the
 * maximum and the peak RSS grew with the page count though nothing is kept
 * (packages/cli/README.md, "Memory"). V8 reads the growth factor each time it would grow a
 * space, so setting it at run time applies to heaps already made; but starting a worker thread
 * undoes it (measured with Node 20), so the command sets it at start and each engine thread
 * again first thing. Only the CLI sets it; a long-lived server keeps V8's defaults.
 */
export function keepYoungGenerationSmall(): void {
  for (const flag of YOUNG_GENERATION_FLAGS) setFlagsFromString(flag);
}
