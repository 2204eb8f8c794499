// Starts the TypeScript worker from sources (vitest, tsx dev runs): registers
// tsx on this worker thread, then hands Piscina the real worker's handler.
// Production runs dist/extraction/pool/extraction-worker.js directly.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const worker = await import(workerData.sourceWorker);
export default worker.default;
