import { secondsInWords } from "@pdftab/engine/stopped-pages";

/** An engine failure that crossed the thread boundary, shaped so `isEngineError` knows it. */
export class WorkerEngineError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "EngineError";
  }
}

/** A command's run stopped at its `--timeout` (`timeoutMs`) before it had anything to give: exit code 7. */
export function pastTimeout(timeoutMs: number): WorkerEngineError {
  return new WorkerEngineError(
    "extraction_timeout",
    `The PDF took longer than ${secondsInWords(timeoutMs)} (--timeout) and was stopped.`,
  );
}
