/**
 * Seconds to wait after try `attempt` (1-based) before the next: the base,
 * doubled after every try. With the defaults (120 s, 6 tries) the waits are
 * 2, 4, 8, 16 and 32 minutes: six tries over about an hour.
 */
export function retryDelaySeconds(attempt: number, baseSeconds: number): number {
  return baseSeconds * 2 ** (attempt - 1);
}
