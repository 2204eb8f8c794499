import { setFlagsFromString } from "node:v8";

/**
 * While the server starts, V8 may not grow the main thread's young generation: each scavenge
 * finds most of the start's objects (modules, migrations, the database's first queries) still
 * alive, and V8 took that for a busy heap and grew the semi-spaces from 1 to 16 MB, which an idle
 * server then held (docs/operations.md, Memory). Most of it came while the modules were read,
 * before any of them ran: main.ts sets it and only then imports the server.
 */
export const START_FLAG = "--semi-space-growth-factor=1";

/** V8's own growth factor (`node --v8-options`), given back once the server listens, so under load it sizes its young generation as before. */
export const SERVING_FLAG = "--semi-space-growth-factor=2";

/** Keeps the main thread's young generation at its first size while the server starts. */
export function holdYoungGenerationWhileStarting(): void {
  setFlagsFromString(START_FLAG);
}

/** Lets V8 size the young generation as it would have (call once the server listens). */
export function releaseYoungGeneration(): void {
  setFlagsFromString(SERVING_FLAG);
}
