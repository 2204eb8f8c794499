import { createHash } from "node:crypto";

/** Fields whose values change from run to run on the same input (timings), left out of the digest. */
const RUN_TIME_FIELDS = new Set(["elapsedMs"]);

/** `result` as JSON with the run-time fields dropped: equal text means the engine returned the same thing. */
export function stableResultText(result: unknown): string {
  return JSON.stringify(result, (key, value: unknown) => (RUN_TIME_FIELDS.has(key) ? undefined : value));
}

/** One line of the digest list: the input, the option set and the hash of its stable text. */
export function digestLine(name: string, options: string, text: string): string {
  return `${createHash("sha256").update(text).digest("hex").slice(0, 16)}  ${options.padEnd(7)}  ${name}`;
}
