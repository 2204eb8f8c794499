import type { EventEmitter } from "node:events";
import { EXIT } from "./exit-codes.js";
import { fileProblem } from "./file-problem.js";

/**
 * Ends the process when standard output can no longer be written. When its reader goes away
 * (`pdftab extract big.pdf | head`), quietly with exit code 0: nothing more can be delivered, so the
 * remaining pages are not worth reading, and the reader got what it asked for. Any other failure
 * (`> /dev/full`, a full disk, an I/O error) is said in one line and exits 3, as a `-o` file that
 * cannot be written does. Without this, Node reports either as an uncaught error with a stack trace
 * (exit 1, which the README keeps for bugs). Installed by the `pdftab` binary only, not by callers of `main`.
 */
export function exitWhenReaderGoes(
  stdout: EventEmitter = process.stdout,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") return exit(EXIT.ok);
    console.error(`pdftab: cannot write standard output: ${fileProblem(error, true)} [output_unwritable]`);
    exit(EXIT.fileUnreadable);
  });
}
