import { describe, expect, it } from "vitest";
import { ReadAheadCores } from "./read-ahead-cores.js";

describe("ReadAheadCores", () => {
  it("lends no more cores than the pool has idle threads, and lends again once one is given back", () => {
    const cores = new ReadAheadCores();
    const run = ReadAheadCores.claims();
    cores.publishIdle(1);
    expect(cores.tryLend(run)).toBe(true);
    expect(cores.tryLend(run)).toBe(false);
    cores.giveBack(run);
    expect(cores.tryLend(run)).toBe(true);
    expect(cores.stats()).toEqual({ lent: 1, pagesBegun: 2 });
  });

  it("lends nothing once every thread has work, and never below none idle", () => {
    const cores = new ReadAheadCores();
    cores.publishIdle(-1);
    expect(cores.tryLend(ReadAheadCores.claims())).toBe(false);
    cores.publishIdle(0);
    expect(cores.tryLend(ReadAheadCores.claims())).toBe(false);
  });

  it("shares its count with another view of the same memory (a worker thread's), and gives back what a run still held", () => {
    const pool = new ReadAheadCores();
    const worker = new ReadAheadCores(pool.shared);
    const first = ReadAheadCores.claims();
    const second = ReadAheadCores.claims();
    pool.publishIdle(3);
    expect(worker.tryLend(first)).toBe(true);
    expect(worker.tryLend(first)).toBe(true);
    expect(worker.tryLend(second)).toBe(true);
    expect(worker.tryLend(second)).toBe(false);
    // the first run's thread was terminated with two cores lent: the pool gives them back
    pool.giveBackAll(first);
    expect(pool.stats().lent).toBe(1);
    // a give-back with none held changes nothing
    worker.giveBack(first);
    expect(pool.stats().lent).toBe(1);
    worker.giveBack(second);
    expect(pool.stats()).toEqual({ lent: 0, pagesBegun: 3 });
  });
});
