/** Thrown to a task that waited in the queue longer than its limit without reaching a worker. */
export class QueueTimeoutError extends Error {
  constructor(readonly waitedMs: number) {
    super(`waited ${waitedMs} ms for a free worker`);
    this.name = "QueueTimeoutError";
  }
}

/** Thrown to a queued task whose signal aborted before it reached a worker. */
export class QueueCancelledError extends Error {
  constructor() {
    super("cancelled while waiting for a free worker");
    this.name = "QueueCancelledError";
  }
}

/** Thrown to tasks still queued when the scheduler closes. */
export class SchedulerClosedError extends Error {
  constructor() {
    super("the extraction pool is shutting down");
    this.name = "SchedulerClosedError";
  }
}

export interface FairSchedulerOptions {
  /** Tasks running at once (the pool's worker threads). */
  slots: number;
  /** Tasks of one owner running at once; an owner at its cap waits even when a slot is free. */
  perOwner: number;
  /** How long a task may wait for a slot before it is refused (Infinity: forever). */
  queueTimeoutMs: number;
  /** Called with the tasks holding a slot each time a task takes or leaves one. */
  onRunningChange?: (running: number) => void;
}

interface Entry {
  owner: string;
  run: (reclaim: AbortSignal) => Promise<unknown>;
  /** The task gives its slot back early when `reclaim` aborts, so it may run on a slot lent over its owner's cap. */
  yields: boolean;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  timer: NodeJS.Timeout | undefined;
  queuedAt: number;
  /** Detaches the entry's abort listener (once it starts or leaves the queue). */
  unlisten: () => void;
}

/**
 * Hands slots (worker threads) to tasks fairly between owners: each owner
 * has its own first-in-first-out queue, every slot that frees goes to the
 * waiting owner served longest ago (round robin), and no owner runs more than `perOwner` tasks at
 * once, so one user's documents can never hold every worker while someone
 * else waits. A task's run starts only when it has a slot, so whatever
 * budget it keeps starts then, not while it waits; the wait has its own limit.
 *
 * A slot nobody under the cap wants is lent to an owner at its cap, but only
 * to a task that `yields` (an extraction, which stops at its next page and
 * queues the rest at the head of its owner's line): as soon as another owner
 * has to wait, the lent run's `reclaim` signal aborts, so one user's batch
 * uses every idle thread and still gives one back within a page
 * (docs/configuration.md, "Extraction limits").
 */
export class FairScheduler {
  /** Owners with queued tasks, in arrival order. */
  private readonly queues = new Map<string, Entry[]>();
  /** When each owner with work queued or running last got a slot (a counter, not a clock). */
  private readonly lastServed = new Map<string, number>();
  private turn = 0;
  private readonly runningByOwner = new Map<string, number>();
  /** Runs on slots lent over their owner's cap, in the order they started, with the signal that asks them back. */
  private readonly lent: { owner: string; reclaim: AbortController }[] = [];
  private active = 0;
  private closed = false;

  constructor(private readonly options: FairSchedulerOptions) {}

  /** Tasks waiting for a slot. */
  get waiting(): number {
    let n = 0;
    for (const queue of this.queues.values()) n += queue.length;
    return n;
  }

  /** Tasks holding a slot. */
  get running(): number {
    return this.active;
  }

  /** How long the task waiting longest has waited, in milliseconds (0 when none waits). */
  oldestWaitMs(now = Date.now()): number {
    let oldest = now;
    for (const queue of this.queues.values()) for (const entry of queue) oldest = Math.min(oldest, entry.queuedAt);
    return now - oldest;
  }

  /**
   * Runs `run` once a slot is free and it is `owner`'s turn; settles with its
   * outcome. `first` puts the task at the head of its owner's queue (the
   * continuation of work the owner already had running). `onQueued` is called
   * at once when the task has to wait. Aborting `signal` while the task waits
   * takes it out of the queue (QueueCancelledError); once it runs, stopping it
   * is the task's own business.
   */
  submit<T>(
    owner: string,
    run: (reclaim: AbortSignal) => Promise<T>,
    options: { first?: boolean; onQueued?: () => void; signal?: AbortSignal; yields?: boolean } = {},
  ): Promise<T> {
    if (this.closed) return Promise.reject(new SchedulerClosedError());
    if (options.signal?.aborted) return Promise.reject(new QueueCancelledError());
    return new Promise<T>((resolve, reject) => {
      const entry: Entry = {
        owner,
        run,
        yields: options.yields ?? false,
        resolve: resolve as (v: unknown) => void,
        reject,
        timer: undefined,
        queuedAt: Date.now(),
        unlisten: () => {},
      };
      const queue = this.queues.get(owner) ?? [];
      if (options.first) queue.unshift(entry);
      else queue.push(entry);
      this.queues.set(owner, queue);
      this.pump();
      if (this.isQueued(entry)) {
        this.reclaimLent();
        if (Number.isFinite(this.options.queueTimeoutMs)) {
          entry.timer = setTimeout(
            () => this.withdraw(entry, new QueueTimeoutError(Date.now() - entry.queuedAt)),
            this.options.queueTimeoutMs,
          );
          entry.timer.unref?.();
        }
        const signal = options.signal;
        if (signal) {
          const onAbort = () => this.withdraw(entry, new QueueCancelledError());
          signal.addEventListener("abort", onAbort, { once: true });
          entry.unlisten = () => signal.removeEventListener("abort", onAbort);
        }
        options.onQueued?.();
      }
    });
  }

  /** Refuses every queued task; running ones finish on their own. */
  close(): void {
    this.closed = true;
    for (const queue of this.queues.values()) {
      for (const entry of queue) {
        clearTimeout(entry.timer);
        entry.unlisten();
        entry.reject(new SchedulerClosedError());
      }
    }
    this.queues.clear();
  }

  private isQueued(entry: Entry): boolean {
    return this.queues.get(entry.owner)?.includes(entry) ?? false;
  }

  /** Takes a still-queued task out of its queue and rejects it with `error` (its wait ran out, or it was cancelled). */
  private withdraw(entry: Entry, error: Error): void {
    const queue = this.queues.get(entry.owner);
    const at = queue?.indexOf(entry) ?? -1;
    if (!queue || at < 0) return;
    queue.splice(at, 1);
    if (queue.length === 0) this.queues.delete(entry.owner);
    clearTimeout(entry.timer);
    entry.unlisten();
    entry.reject(error);
  }

  private pump(): void {
    while (this.active < this.options.slots) {
      const next = this.nextEntry() ?? this.lendable();
      if (!next) return;
      this.start(next.entry, next.lent);
    }
  }

  /**
   * One lent slot asked back (the latest lent first) for each owner below its
   * cap that waits; lent runs are all of owners at their cap, so never its own.
   */
  private reclaimLent(): void {
    let wanted = 0;
    for (const owner of this.queues.keys()) if ((this.runningByOwner.get(owner) ?? 0) < this.options.perOwner) wanted++;
    for (const run of this.lent) if (run.reclaim.signal.aborted) wanted--;
    for (let i = this.lent.length - 1; i >= 0 && wanted > 0; i--) {
      const run = this.lent[i]!;
      if (run.reclaim.signal.aborted) continue;
      run.reclaim.abort();
      wanted--;
    }
  }

  /** A queued task that yields, of an owner at its cap, for an idle slot no owner below its cap wants. */
  private lendable(): { entry: Entry; lent: true } | undefined {
    let chosen: string | undefined;
    let chosenStamp = Infinity;
    for (const [owner, queue] of this.queues) {
      const stamp = this.lastServed.get(owner) ?? 0;
      if (queue[0]?.yields && stamp < chosenStamp) {
        chosen = owner;
        chosenStamp = stamp;
      }
    }
    return chosen === undefined ? undefined : { entry: this.take(chosen), lent: true };
  }

  /**
   * The head of the queue of the owner served longest ago (never served
   * first; ties in arrival order) among owners below their cap.
   */
  private nextEntry(): { entry: Entry; lent: false } | undefined {
    let chosen: string | undefined;
    let chosenStamp = Infinity;
    for (const owner of this.queues.keys()) {
      if ((this.runningByOwner.get(owner) ?? 0) >= this.options.perOwner) continue;
      const stamp = this.lastServed.get(owner) ?? 0;
      if (stamp < chosenStamp) {
        chosen = owner;
        chosenStamp = stamp;
      }
    }
    return chosen === undefined ? undefined : { entry: this.take(chosen), lent: false };
  }

  /** The head of `owner`'s queue, taken out; the owner is served now. */
  private take(owner: string): Entry {
    const queue = this.queues.get(owner)!;
    const entry = queue.shift()!;
    if (queue.length === 0) this.queues.delete(owner);
    this.lastServed.set(owner, ++this.turn);
    return entry;
  }

  private start(entry: Entry, lent: boolean): void {
    clearTimeout(entry.timer);
    entry.unlisten();
    const reclaim = new AbortController();
    const loan = { owner: entry.owner, reclaim };
    if (lent) this.lent.push(loan);
    this.active++;
    this.options.onRunningChange?.(this.active);
    this.runningByOwner.set(entry.owner, (this.runningByOwner.get(entry.owner) ?? 0) + 1);
    const done = () => {
      if (lent) this.lent.splice(this.lent.indexOf(loan), 1);
      this.active--;
      this.options.onRunningChange?.(this.active);
      const left = (this.runningByOwner.get(entry.owner) ?? 1) - 1;
      if (left > 0) this.runningByOwner.set(entry.owner, left);
      else this.runningByOwner.delete(entry.owner);
      // an owner with nothing queued or running is forgotten; its next task waits its turn like a newcomer's
      if (left <= 0 && !this.queues.has(entry.owner)) this.lastServed.delete(entry.owner);
      if (!this.closed) {
        this.pump();
        this.reclaimLent();
      }
    };
    let work: Promise<unknown>;
    try {
      work = entry.run(reclaim.signal);
    } catch (error) {
      work = Promise.reject(error);
    }
    work.then(
      (value) => {
        done();
        entry.resolve(value);
      },
      (error: unknown) => {
        done();
        entry.reject(error);
      },
    );
  }
}

/** The default cap of tasks per owner: half the threads, rounded up, at least one. */
export function defaultPerOwner(threads: number): number {
  return Math.max(1, Math.ceil(threads / 2));
}
