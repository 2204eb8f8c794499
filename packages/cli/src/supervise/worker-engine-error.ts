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
