import { UsageError } from "./args.js";

/**
 * `--timeout MS`, the whole run's time budget of `extract`, `inspect` and `debug`: a positive number of milliseconds,
 * or undefined when not given (each command then has its default). Checked before the file is read.
 */
export function parseTimeoutFlag(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const ms = Number(value);
  if (!(Number.isFinite(ms) && ms > 0))
    throw new UsageError(`--timeout must be a positive number of milliseconds, not "${value}"`);
  return ms;
}
