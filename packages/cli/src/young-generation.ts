import { getHeapSpaceStatistics, setFlagsFromString } from "node:v8";

/**
 * The V8 flags `keepYoungGenerationSmall` sets: threads started afterwards begin with 8 MB
 * semi-spaces, and no thread's semi-spaces grow by more than V8's first step. With 1 MB (V8's
 * own start) the engine's thread spent several times as long collecting garbage, for little
 * less memory (bench/README.md, "CLI RSS"). The last one holds the old generation too: after
 * each full collection a heap may grow 5% past what it kept before the next (V8 picks 10% to
 * 300% by its collector's speed), so the xlsx writer's garbage, promoted while each sheet waits
 * to be zipped, does not pile up over a long document. It is here, not set apart, because V8
 * checks a code cache against every flag set (`withYoungGenerationFlags`).
 */
export const YOUNG_GENERATION_FLAGS = [
  "--min-semi-space-size=8",
  "--semi-space-growth-factor=1",
  "--heap-growing-percent=5",
] as const;

/**
 * Keeps V8's young generation near a fixed size in this process and its worker threads.
 * A command holds little between pages (each page's tables are written and dropped), but V8
 * grows a thread's semi-spaces as objects keep surviving its scavenges, so over a long document
 * the engine's thread and the command's own (where the output is written) grew theirs to the
 * maximum and the peak RSS grew with the page count though nothing is kept
 * (packages/cli/README.md, "Memory"). V8 reads the growth factor each time it would grow a
 * space, so setting it at run time applies to heaps already made; but starting a worker thread
 * undoes it (measured with Node 20), so `pdftab extract` sets it from its engine thread, once that
 * thread has loaded Node's modules (the flags would make it compile them from source) and its young
 * generation is at least its start size (`startWithYoungGeneration`; set on a smaller one, it
 * would stop it there). Only the CLI sets it; a long-lived server keeps V8's defaults.
 */
export function keepYoungGenerationSmall(): void {
  for (const flag of YOUNG_GENERATION_FLAGS) setFlagsFromString(flag);
}

/** V8's own values of the flags in `YOUNG_GENERATION_FLAGS` (Node 20): what a thread that has not set them runs with. */
export const YOUNG_GENERATION_DEFAULTS = [
  "--min-semi-space-size=0",
  "--semi-space-growth-factor=2",
  "--heap-growing-percent=0",
] as const;

/**
 * Runs `work` with `YOUNG_GENERATION_FLAGS` set, and puts V8's defaults back after it unless they were set already
 * (`alreadySet`). V8 takes a code cache only under the flags it was made with, every one of them, and a thread sets
 * these at a time of its own (once it has booted, or once its young generation has grown to their size, when it missed
 * its 8 MB start): the extraction thread compiles its engine and makes the engine's code cache inside this, so the
 * cache holds whether or not the thread had set them yet (supervise/engine-script.ts). While they are set for `work`
 * only, the young generation does not grow: for the few milliseconds of a compile, at most one step.
 */
export function withYoungGenerationFlags<T>(alreadySet: boolean, work: () => T): T {
  if (alreadySet) return work();
  keepYoungGenerationSmall();
  try {
    return work();
  } finally {
    for (const flag of YOUNG_GENERATION_DEFAULTS) setFlagsFromString(flag);
  }
}

/** V8's reported new space, in MB, of a thread started after `YOUNG_GENERATION_FLAGS` (measured with Node 20, young-generation.test.ts). */
export const NEW_SPACE_MB = {
  /** At its start (8 MB semi-spaces). */
  start: 8,
  /** After the one step of growth the flags let through: where they hold it. */
  kept: 16,
} as const;

/**
 * Starts a thread (`start`) whose young generation begins at 8 MB semi-spaces, as
 * `YOUNG_GENERATION_FLAGS` begin it, without a V8 flag set while the thread loads Node's own
 * modules: any flag set makes a thread started afterwards compile them from source
 * (packages/cli/README.md, "Start-up cost"). V8 reads `--min-semi-space-size` when the thread's
 * heap is made, in its first moments, and Node's modules are compiled later, as it boots; so the
 * flag is set, the thread started, and the flag put back to V8's default (0) a millisecond later.
 * Measured with Node 20 at load average 13.8 on the 2-core bench machine: 12 threads of 12 got the
 * 8 MB start and booted on 36 ms of CPU, as with no flag. A thread not run within that millisecond
 * starts at V8's own size (`youngGenerationAtLeast(NEW_SPACE_MB.start)` is false in it).
 */
export function startWithYoungGeneration<T>(start: () => T): T {
  setFlagsFromString(YOUNG_GENERATION_FLAGS[0]);
  try {
    const started = start();
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
    return started;
  } finally {
    setFlagsFromString("--min-semi-space-size=0");
  }
}

/** Whether this thread's young generation (V8's new space) is at least `mb`. */
export function youngGenerationAtLeast(mb: number): boolean {
  const newSpace = getHeapSpaceStatistics().find((space) => space.space_name === "new_space");
  return newSpace !== undefined && newSpace.space_size >= mb * 1024 * 1024;
}
