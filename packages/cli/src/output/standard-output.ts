import { readFileSync } from "node:fs";
import { FileError } from "../io.js";

/** How the process's standard output (descriptor 1) is open, as far as the system says. */
export interface StandardOutputState {
  /** Its access mode (Linux's `/proc/self/fdinfo/1`); undefined where that cannot be read (another system). */
  access: "read" | "write" | "read-write" | undefined;
}

/**
 * Why standard output cannot take the command's output, or undefined when it can (or when the system
 * does not say): a descriptor open for reading only would fail at the first write, after the work.
 * A descriptor the shell closed (`>&-`) is not told apart: Node opens `/dev/null` read-write in its
 * place, which is also what a program gets that starts the command with its output ignored (Node's
 * `stdio: "ignore"`, Python's `subprocess.DEVNULL`) to use only its exit status; those must run.
 */
export function standardOutputProblem(state: StandardOutputState): string | undefined {
  return state.access === "read" ? "it is open for reading only" : undefined;
}

/**
 * Refuses, before any work, a standard output that cannot take the command's output (see
 * `standardOutputProblem`), with `[output_unwritable]` (exit 3), as a `-o` file in a missing folder is.
 */
export function checkStandardOutput(state: () => StandardOutputState = standardOutputState): void {
  const problem = standardOutputProblem(state());
  if (problem !== undefined) throw new FileError(`cannot write standard output: ${problem}`, "output_unwritable");
}

/** Descriptor 1's state as this process sees it. */
export function standardOutputState(): StandardOutputState {
  return { access: accessMode() };
}

/** The access mode bits of `open(2)` (O_RDONLY 0, O_WRONLY 1, O_RDWR 2). */
const ACCESS_MODES = ["read", "write", "read-write"] as const;

function accessMode(): StandardOutputState["access"] {
  let info: string;
  try {
    info = readFileSync("/proc/self/fdinfo/1", "utf8");
  } catch {
    return undefined;
  }
  const flags = /^flags:\s*([0-7]+)$/m.exec(info)?.[1];
  return flags === undefined ? undefined : ACCESS_MODES[Number.parseInt(flags, 8) & 3];
}
