import { randomBytes } from "node:crypto";
import os from "node:os";

/**
 * A name for this process as a batch worker: host and pid say where to look
 * in logs; the random tail keeps it unique when a pid is reused (containers
 * often run every process as pid 1).
 */
export function makeWorkerId(): string {
  return `${os.hostname()}/${process.pid}/${randomBytes(3).toString("hex")}`;
}
