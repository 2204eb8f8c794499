import { stringFlag, UsageError, type ParsedArgs } from "./args.js";
import { FileError, STANDARD_INPUT } from "./io.js";
import { readHiddenLine } from "./password-prompt.js";

/** The environment variable a PDF's password is taken from when no flag gives it (README, "Passwords"). */
export const PASSWORD_VARIABLE = "PDFTAB_PASSWORD";

/** The switch that reads the password from standard input, which every command that opens a PDF takes. */
export const PASSWORD_SWITCH = "password-stdin";

/** Where the password of an encrypted PDF comes from: checked with the flags, read once they all pass. */
export type PasswordSource = { from: "value"; password: string } | { from: "stdin" } | { from: "none" };

/**
 * `--password PW`, `--password-stdin` or `PDFTAB_PASSWORD`, in that order, checked before the file is read.
 * `--password` puts the password on the command line, where other users see it in `ps` and the shell keeps it in
 * its history; the other two do not. `--password-stdin` cannot share standard input with the PDF (`FILE -`) and is
 * not given with `--password`: both are usage errors. An empty `PDFTAB_PASSWORD` (an unset shell variable
 * exported) gives no password.
 */
export function passwordSource(args: ParsedArgs, file: string): PasswordSource {
  const given = stringFlag(args, "password");
  const fromStdin = args.flags.has(PASSWORD_SWITCH);
  if (fromStdin && given !== undefined) throw new UsageError("give --password or --password-stdin, not both");
  if (fromStdin && file === STANDARD_INPUT)
    throw new UsageError("--password-stdin reads standard input, which holds the PDF (FILE -); name the file instead");
  if (given !== undefined) return { from: "value", password: given };
  if (fromStdin) return { from: "stdin" };
  const variable = process.env[PASSWORD_VARIABLE];
  return variable !== undefined && variable !== "" ? { from: "value", password: variable } : { from: "none" };
}

/**
 * The password from its source: with `--password-stdin`, the first line of standard input (its line end dropped);
 * from a terminal, typed at a `Password: ` prompt on standard error without being echoed (password-prompt.ts).
 */
export async function readPassword(source: PasswordSource): Promise<string | undefined> {
  if (source.from === "none") return undefined;
  if (source.from === "value") return source.password;
  if (process.stdin.isTTY) return readHiddenLine(process.stdin, process.stderr);
  return firstLine(process.stdin as AsyncIterable<Buffer | string>);
}

/** The first line of a stream, read no further than its end; a stream that ends before giving anything is refused. */
async function firstLine(chunks: AsyncIterable<Buffer | string>): Promise<string> {
  let text = "";
  let any = false;
  try {
    for await (const chunk of chunks) {
      if (chunk.length > 0) any = true;
      text += typeof chunk === "string" ? chunk : chunk.toString("utf8");
      if (text.includes("\n")) break;
    }
  } catch (error) {
    throw new FileError(`cannot read the password from standard input: ${(error as Error).message}`);
  }
  if (!any) throw new UsageError("--password-stdin: standard input ended before a password line");
  return text.split("\n")[0]!.replace(/\r$/, "");
}
