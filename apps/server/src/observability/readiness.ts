/** One dependency readiness looks at: resolves with a note (e.g. "ok") or throws. */
export type ReadinessCheck = () => Promise<string>;

/** The outcome of every check: "ok" (or its note) per dependency, "failed: reason" for those that did not answer. */
export interface Readiness {
  ready: boolean;
  checks: Record<string, string>;
}

/** How long one check may take before it counts as failed. */
export const CHECK_TIMEOUT_MS = 3_000;

/** Runs every check at once, each under `timeoutMs`; ready only when all pass. */
export async function checkReadiness(
  checks: Record<string, ReadinessCheck>,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<Readiness> {
  const names = Object.keys(checks);
  const outcomes = await Promise.all(names.map((name) => withTimeout(checks[name]!(), timeoutMs)));
  const result: Readiness = { ready: true, checks: {} };
  names.forEach((name, i) => {
    const outcome = outcomes[i]!;
    if (outcome.ok) result.checks[name] = outcome.note;
    else {
      result.ready = false;
      result.checks[name] = `failed: ${outcome.reason}`;
    }
  });
  return result;
}

async function withTimeout(
  check: Promise<string>,
  timeoutMs: number,
): Promise<{ ok: true; note: string } | { ok: false; reason: string }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
  });
  try {
    return { ok: true, note: await Promise.race([check, timeout]) };
  } catch (error) {
    // first line only: a driver's message can run long, and this goes to whoever asks /ready
    return {
      ok: false,
      reason: (error instanceof Error ? error.message : String(error)).split("\n")[0]!.slice(0, 200),
    };
  } finally {
    clearTimeout(timer);
  }
}
