// Starts the TypeScript extraction worker from sources (vitest, tsx): registers
// tsx on this worker thread, then runs extract-worker.ts. The built command
// runs dist/supervise/extract-worker.js directly.
import { register } from "tsx/esm/api";

register();
await import(new URL("./extract-worker.ts", import.meta.url).href);
