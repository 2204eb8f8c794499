import type { FastifyBaseLogger } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /** Work a route starts after it has answered (see BackgroundWork). */
    background: BackgroundWork;
  }
}

/**
 * Work a request starts but does not wait for, begun only after its answer has been written:
 * the answer's timing then says nothing about the work (a password reset for an existing account
 * answers as fast as one for an unknown address). Failures are logged; `idle()` waits for all of
 * it (the app waits before it closes the database; tests wait before looking at the outcome).
 */
export class BackgroundWork {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Runs `work` once the current request's answer has gone out (after the pending I/O callbacks). */
  run(description: string, work: () => Promise<void>): void {
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => this.log.error({ err: error }, `${description} failed`))
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /** Resolves when no background work is left (including work started while waiting). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
