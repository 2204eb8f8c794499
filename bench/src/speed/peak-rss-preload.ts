/**
 * Loaded with `node --import` ahead of a command: when the process exits it
 * writes its peak RSS and its CPU time (worker threads included) to standard
 * error as a last line `peak-rss-mb N cpu-ms M`, so the bench can read a
 * whole run's peak and CPU.
 */
import { writeSync } from "node:fs";

process.on("exit", () => {
  const usage = process.resourceUsage();
  const cpuMs = (usage.userCPUTime + usage.systemCPUTime) / 1000;
  writeSync(2, `\npeak-rss-mb ${(usage.maxRSS / 1024).toFixed(1)} cpu-ms ${cpuMs.toFixed(0)}\n`);
});
