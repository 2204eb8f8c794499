import { describe, expect, it } from "vitest";
import { FairScheduler, QueueTimeoutError, defaultPerOwner } from "./fair-scheduler.js";

/** A task that runs until released, recording when it started. */
function gate(log: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return {
    run: async () => {
      log.push(name);
      await done;
      return name;
    },
    release,
  };
}

describe("FairScheduler", () => {
  it("caps one owner's running tasks so another owner gets the free slot at once", async () => {
    const log: string[] = [];
    const s = new FairScheduler({ slots: 2, perOwner: 1, queueTimeoutMs: Infinity });
    const a1 = gate(log, "a1"),
      a2 = gate(log, "a2"),
      b1 = gate(log, "b1");
    const pa1 = s.submit("a", a1.run),
      pa2 = s.submit("a", a2.run),
      pb1 = s.submit("b", b1.run);
    await Promise.resolve();
    expect(log).toEqual(["a1", "b1"]);
    expect(s.waiting).toBe(1);
    b1.release();
    expect(await pb1).toBe("b1");
    expect(log).toEqual(["a1", "b1"]); // a2 still waits: a is at its cap though a slot is free
    a1.release();
    await pa1;
    await Promise.resolve();
    expect(log).toEqual(["a1", "b1", "a2"]);
    a2.release();
    await pa2;
  });

  it("with one slot, takes owners in turns, the owner served longest ago first", async () => {
    const log: string[] = [];
    const s = new FairScheduler({ slots: 1, perOwner: 1, queueTimeoutMs: Infinity });
    const tasks = ["a1", "a2", "a3", "b1", "b2", "c1"].map((name) => ({ name, ...gate(log, name) }));
    const results = tasks.map((t) => s.submit(t.name[0]!, t.run));
    for (let i = 0; i < tasks.length; i++) {
      await new Promise((r) => setImmediate(r));
      tasks.find((t) => t.name === log[i])!.release();
    }
    await Promise.all(results);
    expect(log).toEqual(["a1", "b1", "c1", "a2", "b2", "a3"]);
  });

  it("puts a continuation ahead of its owner's other tasks but not ahead of other owners", async () => {
    const log: string[] = [];
    const s = new FairScheduler({ slots: 1, perOwner: 1, queueTimeoutMs: Infinity });
    const a1 = gate(log, "a1"),
      a2 = gate(log, "a2"),
      b1 = gate(log, "b1"),
      again = gate(log, "a1-again");
    const p = [s.submit("a", a1.run), s.submit("a", a2.run), s.submit("b", b1.run)];
    await Promise.resolve();
    a1.release();
    await p[0];
    p.push(s.submit("a", again.run, { first: true }));
    await new Promise((r) => setImmediate(r));
    b1.release();
    await p[2];
    await new Promise((r) => setImmediate(r));
    again.release();
    await p[3];
    await new Promise((r) => setImmediate(r));
    a2.release();
    await Promise.all(p);
    expect(log).toEqual(["a1", "b1", "a1-again", "a2"]);
  });

  it("refuses a task that waits past the queue limit, and says it waited", async () => {
    const log: string[] = [];
    const queued: string[] = [];
    const s = new FairScheduler({ slots: 1, perOwner: 1, queueTimeoutMs: 50 });
    const a1 = gate(log, "a1");
    const running = s.submit("a", a1.run, { onQueued: () => queued.push("a1") });
    const waiting = s.submit("b", async () => "never", { onQueued: () => queued.push("b1") });
    await expect(waiting).rejects.toBeInstanceOf(QueueTimeoutError);
    expect(queued).toEqual(["b1"]);
    expect(s.waiting).toBe(0);
    a1.release();
    expect(await running).toBe("a1");
  });

  it("lends an idle slot to a yielding task over its owner's cap and asks it back when another owner waits", async () => {
    const log: string[] = [];
    const s = new FairScheduler({ slots: 2, perOwner: 1, queueTimeoutMs: Infinity });
    const a1 = gate(log, "a1"),
      a2 = gate(log, "a2"),
      b1 = gate(log, "b1");
    const reclaims: AbortSignal[] = [];
    const pa1 = s.submit("a", (r) => (reclaims.push(r), a1.run()), { yields: true });
    const pa2 = s.submit("a", (r) => (reclaims.push(r), a2.run()), { yields: true });
    await Promise.resolve();
    expect(log).toEqual(["a1", "a2"]); // nobody else waits: a's second task runs on the lent slot
    expect(reclaims.map((r) => r.aborted)).toEqual([false, false]);
    const pb1 = s.submit("b", b1.run);
    expect(reclaims.map((r) => r.aborted)).toEqual([false, true]); // the lent run, not the one within the cap
    expect(s.waiting).toBe(1);
    a2.release(); // the lent run gives its slot back
    await pa2;
    await Promise.resolve();
    expect(log).toEqual(["a1", "a2", "b1"]);
    b1.release();
    a1.release();
    await Promise.all([pa1, pb1]);
  });

  it("lends no slot to a task that does not yield, nor to any task while another owner below its cap waits", async () => {
    const log: string[] = [];
    const s = new FairScheduler({ slots: 2, perOwner: 1, queueTimeoutMs: Infinity });
    const a1 = gate(log, "a1"),
      a2 = gate(log, "a2"),
      a3 = gate(log, "a3"),
      b1 = gate(log, "b1"),
      b2 = gate(log, "b2");
    const p = [s.submit("a", a1.run), s.submit("a", a2.run)];
    await Promise.resolve();
    expect(log).toEqual(["a1"]);
    p.push(s.submit("b", b1.run), s.submit("b", b2.run, { yields: true }), s.submit("a", a3.run, { yields: true }));
    await Promise.resolve();
    expect(log).toEqual(["a1", "b1"]); // every slot taken within the caps: nothing to lend
    a1.release();
    await p[0];
    await Promise.resolve();
    expect(log).toEqual(["a1", "b1", "a2"]);
    b1.release();
    await p[2];
    await Promise.resolve();
    expect(log).toEqual(["a1", "b1", "a2", "b2"]);
    a2.release();
    await p[1];
    await Promise.resolve();
    expect(log).toEqual(["a1", "b1", "a2", "b2", "a3"]);
    a3.release();
    b2.release();
    await Promise.all(p);
  });

  it("defaults the cap to half the threads, at least one", () => {
    expect([1, 2, 3, 4, 8].map(defaultPerOwner)).toEqual([1, 1, 2, 2, 4]);
  });
});
