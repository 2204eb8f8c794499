import { AsyncLocalStorage } from "node:async_hooks";
import { EngineError } from "../errors.js";
import type { CancelSignal } from "../types.js";

/**
 * The stop of the page whose OCR is running in this async context. A page's
 * recognitions sit up to four calls deep in six stages (upright reading,
 * unread ink, rereads, ...); carrying the stop as a context keeps those
 * stages' parameters about the image, and only `recognizeWords` reads it.
 */
const pageStop = new AsyncLocalStorage<CancelSignal>();

/** Runs `read` (a page's OCR) so that every recognition in it stops once `stop` reads aborted. */
export function readStoppable<T>(stop: CancelSignal | undefined, read: () => Promise<T>): Promise<T> {
  return stop ? pageStop.run(stop, read) : read();
}

/** The stop of the page being read here, if it has one. */
export function currentPageStop(): CancelSignal | undefined {
  return pageStop.getStore();
}

/** The error a stopped page's OCR ends with. */
export function ocrStopped(): EngineError {
  return new EngineError("cancelled", "The page's OCR was stopped: the extraction no longer needs it.");
}
