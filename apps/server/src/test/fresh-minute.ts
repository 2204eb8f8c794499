/**
 * Waits, when needed, until the current clock minute has at least `seconds` left, so a test
 * that counts requests against a per-minute limit (fixed windows aligned to UTC minutes,
 * `rate-limit/fixed-window.ts`) does not see its count reset halfway by a new minute.
 * Waits at most `seconds` + 1 s.
 */
export async function minuteWithRoomFor(seconds: number): Promise<void> {
  if (seconds >= 60) throw new Error("a minute window holds less than 60 s");
  const now = Date.now();
  const left = 60_000 - (now % 60_000);
  if (left >= seconds * 1000) return;
  await new Promise((resolve) => setTimeout(resolve, left + 1000));
}
