import type { EventEmitter } from "node:events";
import { EXIT } from "./exit-codes.js";

/**
 * Ends the process quietly with exit code 0 when the reader of standard output goes away
 * (`pdftab extract big.pdf | head`): nothing more can be delivered, so the remaining pages
 * are not worth reading, and the reader got what it asked for. Without this, Node reports the
 * closed pipe (EPIPE) as an uncaught error with a stack trace. Other errors on the stream are
 * thrown as before. Installed by the `pdftab` binary only, not by callers of `main`.
 */
export function exitWhenReaderGoes(
  stdout: EventEmitter = process.stdout,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
    exit(EXIT.ok);
  });
}
