import { fstatSync, readFileSync, statSync } from "node:fs";
import { FileError } from "../io.js";

/** How the process's standard output (descriptor 1) is open, as far as the system says. */
export interface StandardOutputState {
  /** Its access mode (Linux's `/proc/self/fdinfo/1`); undefined where that cannot be read (another system). */
  access: "read" | "write" | "read-write" | undefined;
  /** Whether it is the null device (`/dev/null`). */
  nullDevice: boolean;
}

/**
 * Why standard output cannot take the command's output, or undefined when it can (or when the system
 * does not say). A descriptor the shell closed (`pdftab extract a.pdf >&-`) is not seen as closed:
 * Node opens `/dev/null` read-write in its place as it starts, so every write would succeed and
 * the tables be lost with exit 0. A shell's `> /dev/null` opens it write-only, which is kept: that
 * output is dropped on purpose. A program that starts the command with its output "ignored"
 * (Node's `stdio: "ignore"`, Python's `subprocess.DEVNULL`) gives the same read-write `/dev/null`
 * and is refused the same way; `-o /dev/null` drops the output on purpose there.
 */
export function standardOutputProblem(state: StandardOutputState): string | undefined {
  if (state.access === "read") return "it is open for reading only";
  if (state.nullDevice && state.access === "read-write")
    return "it is closed (give -o FILE, or > /dev/null to drop the output)";
  return undefined;
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
  return { access: accessMode(), nullDevice: isNullDevice() };
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

function isNullDevice(): boolean {
  try {
    const out = fstatSync(1);
    return out.isCharacterDevice() && out.rdev === statSync("/dev/null").rdev;
  } catch {
    return false;
  }
}
