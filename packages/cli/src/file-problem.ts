/** What the system's error codes mean to someone naming a file on the command line. */
const READ_PROBLEMS: Record<string, string> = {
  ENOENT: "no such file",
  EISDIR: "it is a directory",
  EACCES: "permission denied",
  EPERM: "permission denied",
  ENOTDIR: "a folder in the path is a file",
};

const WRITE_PROBLEMS: Record<string, string> = {
  ...READ_PROBLEMS,
  ENOENT: "no such folder",
  ENOSPC: "no space left on the device",
  EROFS: "read-only file system",
  // a descriptor open for reading only: `extract` and `inspect` refuse it before the work (output/standard-output.ts),
  // the help and version texts find it as they write
  EBADF: "it is not open for writing",
};

/**
 * Why a file could not be read or written, in words ("no such folder"); an error code without words as the code
 * itself ("EIO"), anything else as its message.
 */
export function fileProblem(error: unknown, writing: boolean): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === undefined) return error instanceof Error ? error.message : String(error);
  return (writing ? WRITE_PROBLEMS : READ_PROBLEMS)[code] ?? code;
}
