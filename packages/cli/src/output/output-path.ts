import { accessSync, constants, statSync, type Stats } from "node:fs";
import path from "node:path";
import { UsageError } from "../args.js";
import { fileProblem } from "../file-problem.js";
import { FileError, STANDARD_INPUT } from "../io.js";
import { checkStandardOutput } from "./standard-output.js";

/**
 * Checks `-o OUT` before any work (`extract`'s, and `debug`'s with `what` "the image"): OUT must not
 * be the input itself (the PDF would be replaced by the tables, a typo away: `extract a.pdf -o
 * a.pdf`) nor a folder nor a file the user may not write, and its folder must exist, so a long
 * document is not read to the end only to find nowhere to write. Standard output (`-`, or no `-o`) must be open for writing, not closed
 * (standard-output.ts), and standard input (`-`) is no file OUT could be.
 */
export function checkOutputPath(
  input: string,
  output: string | undefined,
  what = "the tables",
  template?: string,
): void {
  if (output === undefined || output === "-") return checkStandardOutput();
  const inputFile = input === STANDARD_INPUT ? undefined : statOrNothing(input);
  const outputFile = statOrNothing(output);
  if (sameFile(inputFile, outputFile))
    throw new UsageError(`-o ${output} is the input file itself; writing ${what} there would replace the PDF`);
  // `--template t.json -o t.json`: the template would be read, then replaced by the tables
  if (template !== undefined && sameFile(statOrNothing(template), outputFile))
    throw new UsageError(`-o ${output} is the --template file; writing ${what} there would replace the template`);
  if (outputFile?.isDirectory()) throw new FileError(`cannot write ${output}: it is a directory`, "output_unwritable");
  // An OUT its owner made read-only (`chmod a-w`) is refused, as the shell's `>` refuses it: the file begun beside it
  // and renamed over it (output-file.ts) needs only the folder's permission, and would replace it all the same.
  if (outputFile !== undefined) {
    try {
      accessSync(output, constants.W_OK);
    } catch (error) {
      throw new FileError(`cannot write ${output}: ${fileProblem(error, true)}`, "output_unwritable");
    }
  }
  // `-o out/` names a folder, which path.dirname would read past
  if (output.endsWith("/") || output.endsWith(path.sep))
    throw new FileError(`cannot write ${output}: no such folder`, "output_unwritable");
  let folder;
  try {
    folder = statSync(path.dirname(path.resolve(output)));
  } catch (error) {
    throw new FileError(`cannot write ${output}: ${fileProblem(error, true)}`, "output_unwritable");
  }
  if (!folder.isDirectory())
    throw new FileError(`cannot write ${output}: a folder in the path is a file`, "output_unwritable");
}

/** The file's status, or undefined when it cannot be had (missing, or a file where a folder should be). */
function statOrNothing(file: string) {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}

/** Whether two files found are the same file (one name or two for it). */
function sameFile(a: Stats | undefined, b: Stats | undefined): boolean {
  return a !== undefined && b !== undefined && a.dev === b.dev && a.ino === b.ino;
}
