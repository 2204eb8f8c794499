import { aboutInput } from "../about-input.js";
import { INSPECT_USAGE } from "../usage.js";
import { parseArgs, stringFlag, UsageError } from "../args.js";
import { readInput } from "../io.js";
import { checkStandardOutput } from "../output/standard-output.js";
import { PASSWORD_SWITCH, passwordSource, readPassword } from "../password-flags.js";
import type { ExtractThread } from "../supervise/extract-thread.js";
import { supervisedCall } from "../supervise/supervised-call.js";
import { parseTimeoutFlag } from "../timeout-flag.js";
import { printable } from "../terminal-text.js";

/**
 * `pdftab inspect`: what a PDF is, before extraction. The engine reads it in a worker thread stopped at `--timeout`
 * (`thread`: one started before this module loaded).
 */
export async function inspectCommand(argv: readonly string[], thread?: ExtractThread): Promise<number> {
  const args = parseArgs(argv, ["password", "timeout"], ["json", "help", PASSWORD_SWITCH]);
  if (args.flags.has("help")) {
    console.log(INSPECT_USAGE);
    return 0;
  }
  if (args.positionals.length !== 1) throw new UsageError("inspect needs exactly one FILE");
  const timeoutMs = parseTimeoutFlag(stringFlag(args, "timeout"));
  const file = args.positionals[0]!;
  const passwordFrom = passwordSource(args, file);
  // the answer goes to standard output: a closed one is refused before the PDF is read
  checkStandardOutput();
  const password = await readPassword(passwordFrom);
  const info = await aboutInput(file, async () =>
    supervisedCall(
      await readInput(file, { shared: true }),
      { command: "inspect", ...(password !== undefined ? { password } : {}) },
      timeoutMs,
      thread,
    ),
  );
  if (args.flags.has("json")) {
    console.log(JSON.stringify(info, null, 2));
    return 0;
  }
  console.log(`pages:     ${info.pageCount}`);
  console.log(`encrypted: ${info.encrypted ? "yes" : "no"}`);
  console.log(
    `text:      ${info.hasText ? (info.pages.every((p) => p.hasText) ? "every page" : "some pages") : "none (scanned? needs OCR)"}`,
  );
  // a damaged file MuPDF rebuilt (repaired_file), as extract warns; MuPDF's words quoted, so shown as printable
  for (const w of info.warnings) console.log(`warning:   ${w.code}: ${printable(w.message)}`);
  // the PDF's own words: shown, never acted on by the terminal (terminal-text.ts)
  if (info.title) console.log(`title:     ${printable(info.title)}`);
  if (info.producer) console.log(`producer:  ${printable(info.producer)}`);
  for (const p of info.pages) {
    console.log(
      `  page ${p.page}: ${round(p.width)} x ${round(p.height)} pt${p.rotation ? `, rotated ${p.rotation}` : ""}${p.hasText ? "" : ", no text"}`,
    );
  }
  return 0;
}

function round(v: number): string {
  return String(Math.round(v * 10) / 10);
}
