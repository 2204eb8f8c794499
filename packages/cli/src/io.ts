import { readFile, writeFile } from "node:fs/promises";

/** Thrown when the input file cannot be read. */
export class FileError extends Error {
  override name = "FileError";
}

/** The bytes of the input file. */
export async function readInput(path: string): Promise<Uint8Array> {
  try {
    return new Uint8Array(await readFile(path));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === "ENOENT"
        ? "no such file"
        : code === "EISDIR"
          ? "it is a directory"
          : code === "EACCES"
            ? "permission denied"
            : String(code ?? error);
    throw new FileError(`cannot read ${path}: ${why}`);
  }
}

/** Writes output to a file, or to stdout when `path` is undefined or "-". */
export async function writeOutput(path: string | undefined, data: string | Uint8Array): Promise<void> {
  if (path === undefined || path === "-") {
    await new Promise<void>((resolve, reject) => process.stdout.write(data, (e) => (e ? reject(e) : resolve())));
    return;
  }
  try {
    await writeFile(path, data);
  } catch (error) {
    throw new FileError(`cannot write ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
}
