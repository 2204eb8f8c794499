/**
 * Loaded with `node --import` ahead of a command: when the process exits it
 * writes its peak RSS (worker threads included) to standard error as a last
 * line `peak-rss-mb N`, so the bench can read a whole CLI run's peak.
 */
import { writeSync } from "node:fs";

process.on("exit", () => {
  writeSync(2, `\npeak-rss-mb ${(process.resourceUsage().maxRSS / 1024).toFixed(1)}\n`);
});
