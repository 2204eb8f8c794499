import { open, readFile } from "node:fs/promises";
import { fileProblem } from "./file-problem.js";
import { chunksOf, readPdfStream } from "./input-stream.js";
import { openOutputFile, type OutputFile } from "./output/output-file.js";

/**
 * Stable codes of the files a command could not read or write, said after the message as the engine's are
 * (`[file_unreadable]`): both exit 3, and a script can tell the input's problem from the output's.
 */
export type FileErrorCode = "file_unreadable" | "output_unwritable";

/** Thrown when the input (or the template) cannot be read, or the output cannot be written (`output_unwritable`). */
export class FileError extends Error {
  override name = "FileError";

  constructor(
    message: string,
    readonly code: FileErrorCode = "file_unreadable",
  ) {
    super(message);
  }
}

/** The input file named `-` is standard input, as `-o -` is standard output (`curl ... | pdftab extract -`). */
export const STANDARD_INPUT = "-";

/**
 * The bytes of the input file, or of standard input for `-`. `shared`: in a
 * SharedArrayBuffer, so the extraction's worker threads read this one copy
 * (otherwise the command would hold a second copy of the whole PDF for them).
 */
export async function readInput(path: string, options: { shared?: boolean } = {}): Promise<Uint8Array> {
  if (path === STANDARD_INPUT) return readStandardInput(options.shared ?? false);
  try {
    return options.shared ? await readShared(path) : new Uint8Array(await readFile(path));
  } catch (error) {
    // a stream refused for what it holds (not a PDF) is the engine's error, not a file the system could not read
    if (isEngineError(error)) throw error;
    throw new FileError(`cannot read ${path}: ${fileProblem(error, false)}`);
  }
}

/**
 * Writes output to a file, or to stdout when `path` is undefined or "-". The file takes OUT's place only once it is
 * whole (output/output-file.ts): a failed write leaves an existing OUT as it was.
 */
export async function writeOutput(path: string | undefined, data: string | Uint8Array): Promise<void> {
  if (path === undefined || path === "-") {
    await new Promise<void>((resolve, reject) => process.stdout.write(data, (e) => (e ? reject(e) : resolve())));
    return;
  }
  let file: OutputFile | undefined;
  try {
    file = await openOutputFile(path);
    await file.handle.writeFile(data);
    await file.commit();
  } catch (error) {
    await file?.abandon();
    throw new FileError(`cannot write ${path}: ${fileProblem(error, true)}`, "output_unwritable");
  }
}

async function readShared(path: string): Promise<Uint8Array> {
  const file = await open(path, "r");
  try {
    const stat = await file.stat();
    // a pipe or device has no size to allocate for (and may never end); a directory fails with EISDIR on reading
    if (!stat.isFile()) return await readPdfStream(chunksOf(file), true);
    const size = stat.size;
    const bytes = new Uint8Array(new SharedArrayBuffer(size));
    for (let at = 0; at < size;) {
      const { bytesRead } = await file.read(bytes, at, size - at, at);
      if (bytesRead === 0) return bytes.slice(0, at); // the file shrank while read
      at += bytesRead;
    }
    return bytes;
  } finally {
    await file.close();
  }
}

/**
 * Standard input to its end. A terminal is refused rather than waited on: a user who typed `-` by
 * mistake would otherwise see the command hang.
 */
async function readStandardInput(shared: boolean): Promise<Uint8Array> {
  if (process.stdin.isTTY)
    throw new FileError("cannot read standard input: it is a terminal; pipe a PDF into the command or name the file");
  try {
    return await readPdfStream(process.stdin as AsyncIterable<Buffer>, shared);
  } catch (error) {
    if (isEngineError(error)) throw error;
    throw new FileError(`cannot read standard input: ${fileProblem(error, false)}`);
  }
}

/** An engine error, told by its shape (as the engine's `isEngineError` does) so reading a file loads no engine. */
function isEngineError(error: unknown): boolean {
  return error instanceof Error && error.name === "EngineError" && "code" in error;
}
