import { getHeapSpaceStatistics, setFlagsFromString } from "node:v8";

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
 * undoes it (measured with Node 20). `pdftab extract` sets it from its engine thread once that
 * thread's young generation is full (`youngGenerationFull`): set before, it would also stop the
 * engine thread's own growth to its cap. Only the CLI sets it; a long-lived server keeps V8's
 * defaults.
 */
export function keepYoungGenerationSmall(): void {
  for (const flag of YOUNG_GENERATION_FLAGS) setFlagsFromString(flag);
}

/**
 * The young generation of the engine's thread, in MB (the Worker's
 * `resourceLimits.maxYoungGenerationSizeMb`): V8 makes it of three semi-spaces, so its semi-spaces
 * stop at 8 MB, the size the flags above gave it. The thread gets its cap this way rather than by
 * `--min-semi-space-size`, because any V8 flag set before a thread starts makes Node compile its own
 * modules in that thread from source (packages/cli/README.md, "Start-up cost"). It starts smaller
 * and grows to the cap in its first pages.
 */
export const ENGINE_YOUNG_GENERATION_MB = 24;

/**
 * Whether this thread's young generation has grown to the cap of `ENGINE_YOUNG_GENERATION_MB`: V8
 * reports its new space as two of the three semi-spaces (measured with Node 20: 16 MB at a cap of
 * 24, 8 at 12).
 */
export function youngGenerationFull(): boolean {
  const newSpace = getHeapSpaceStatistics().find((space) => space.space_name === "new_space");
  return newSpace !== undefined && newSpace.space_size >= ((ENGINE_YOUNG_GENERATION_MB * 2) / 3) * 1024 * 1024;
}
