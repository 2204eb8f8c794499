import { readdirSync, readFileSync } from "node:fs";

/** The name extraction worker threads give themselves (apps/server/src/extraction/pool/extraction-worker.ts). */
export const EXTRACTION_THREAD_NAME = "pdftab-extract";

/** CPU seconds of one process over a window, split by kind of thread. */
export interface ThreadCpu {
  /** The process as a whole (threads that ended included). */
  totalS: number;
  /** The main thread: HTTP, the database, the queue. */
  mainS: number;
  /** The extraction worker threads' own JavaScript and WebAssembly. */
  extractionS: number;
  /** Everything else: V8's platform threads (WebAssembly compilation and tier-up, concurrent GC), libuv's pool, OCR threads. */
  backgroundS: number;
  /** Extraction threads seen during the window (a recycled worker is a new one). */
  extractionThreads: number;
  /** CPU seconds by thread name (`/proc/PID/task/TID/comm`: V8's `V8Worker`, libuv's `libuv-worker`, ...), most first. */
  byName: Record<string, number>;
}

interface ThreadSample {
  name: string;
  ticks: number;
}

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on Linux

/**
 * Samples `/proc/PID/task/` (each thread's name and user+system ticks) while
 * a benchmark runs. A thread that ends keeps its last sample; what it spent
 * after that sample (under one sampling interval) lands in `backgroundS`,
 * because the process total still counts it. Linux only.
 */
export class ThreadCpuMeter {
  private readonly start: Map<number, ThreadSample>;
  private readonly startTotal: number;
  private readonly last = new Map<number, ThreadSample>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly pid: number,
    intervalMs = 100,
  ) {
    this.start = threads(pid);
    this.startTotal = processTicks(pid);
    this.timer = setInterval(() => this.sample(), intervalMs);
  }

  /** Takes a last sample, stops sampling and returns the window's figures. */
  stop(): ThreadCpu {
    this.sample();
    clearInterval(this.timer);
    const total = processTicks(this.pid) - this.startTotal;
    let main = 0;
    let extraction = 0;
    let extractionThreads = 0;
    const byName = new Map<string, number>();
    for (const [tid, now] of this.last) {
      const spent = now.ticks - (this.start.get(tid)?.ticks ?? 0);
      const name = tid === this.pid ? "main" : now.name;
      byName.set(name, (byName.get(name) ?? 0) + spent);
      if (tid === this.pid) main += spent;
      else if (now.name === EXTRACTION_THREAD_NAME) {
        extraction += spent;
        extractionThreads++;
      }
    }
    const s = (ticks: number) => ticks / TICKS_PER_SECOND;
    return {
      totalS: s(total),
      mainS: s(main),
      extractionS: s(extraction),
      backgroundS: s(Math.max(0, total - main - extraction)),
      extractionThreads,
      byName: Object.fromEntries(
        [...byName]
          .filter(([, ticks]) => ticks > 0)
          .sort((a, b) => b[1] - a[1])
          .map(([name, ticks]) => [name, s(ticks)]),
      ),
    };
  }

  private sample(): void {
    try {
      for (const [tid, sample] of threads(this.pid)) this.last.set(tid, sample);
    } catch {
      // the process ended: the last samples stand
    }
  }
}

function threads(pid: number): Map<number, ThreadSample> {
  const out = new Map<number, ThreadSample>();
  for (const entry of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${entry}/stat`, "utf8");
      out.set(Number(entry), { name: nameOf(stat), ticks: ticksOf(stat) });
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return out;
}

function processTicks(pid: number): number {
  return ticksOf(readFileSync(`/proc/${pid}/stat`, "utf8"));
}

/** The command name between the parentheses (it may itself hold spaces or parentheses). */
function nameOf(stat: string): string {
  return stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
}

/** utime + stime: fields 14 and 15 of stat, counted after the name. */
function ticksOf(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}
