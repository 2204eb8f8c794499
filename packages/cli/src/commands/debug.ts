import { aboutInput } from "../about-input.js";
import { parseMethodFlag } from "../document-flags.js";
import { DEBUG_USAGE } from "../usage.js";
import { outputFlag, parseArgs, stringFlag, UsageError } from "../args.js";
import { readInput, writeOutput } from "../io.js";
import { PASSWORD_SWITCH, passwordSource, readPassword } from "../password-flags.js";
import { checkOutputPath } from "../output/output-path.js";
import type { ExtractThread } from "../supervise/extract-thread.js";
import { supervisedCall } from "../supervise/supervised-call.js";
import { parseTimeoutFlag } from "../timeout-flag.js";
import { printable } from "../terminal-text.js";

/**
 * `pdftab debug`: the page image with the engine's view drawn over it. The engine draws it in a worker thread stopped
 * at `--timeout` (`thread`: one started before this module loaded); the image is written only once it is whole.
 */
export async function debugCommand(argv: readonly string[], thread?: ExtractThread): Promise<number> {
  const args = parseArgs(argv, ["page", "scale", "method", "password", "output", "timeout"], ["help", PASSWORD_SWITCH]);
  if (args.flags.has("help")) {
    console.log(DEBUG_USAGE);
    return 0;
  }
  if (args.positionals.length !== 1) throw new UsageError("debug needs exactly one FILE");
  const output = outputFlag(args);
  if (output === undefined) throw new UsageError("debug needs -o OUT.png");
  if (output === "-" && process.stdout.isTTY)
    throw new UsageError("the PNG is binary; give -o FILE.png (or redirect standard output)");
  const page = Number(stringFlag(args, "page") ?? "1");
  if (!Number.isInteger(page) || page < 1) throw new UsageError("--page must be a page number (1 or more)");
  const scale = Number(stringFlag(args, "scale") ?? "2");
  // before the file is read, as every flag is (the engine's own check, without MuPDF): a bad scale is exit 2 even
  // for a file that cannot be read
  (await import("@pdftab/engine/input")).checkRenderScale(scale);
  const timeoutMs = parseTimeoutFlag(stringFlag(args, "timeout"));
  const method = parseMethodFlag(stringFlag(args, "method"));
  const passwordFrom = passwordSource(args, args.positionals[0]!);
  // as extract checks its -o, once the flags are: `debug a.pdf -o a.pdf` would replace the PDF with the image, and a
  // missing folder would be found only after the page was rendered
  checkOutputPath(args.positionals[0]!, output, "the image");
  const file = args.positionals[0]!;
  const password = await readPassword(passwordFrom);
  const image = await aboutInput(file, async () =>
    supervisedCall(
      await readInput(file, { shared: true }),
      {
        command: "debug",
        page,
        scale,
        ...(method !== undefined ? { method } : {}),
        ...(password !== undefined ? { password } : {}),
      },
      timeoutMs,
      thread,
    ),
  );
  await writeOutput(output, image.png);
  console.error(
    `pdftab: page ${page}: ${image.glyphCount} glyphs, ${image.rulingCount} rulings, ${image.tables.length} table(s)`,
  );
  // a damaged file MuPDF rebuilt, as extract and inspect say it; MuPDF's words quoted, so shown as printable
  for (const w of image.warnings) console.error(`pdftab: warning: page ${page} (${w.code}): ${printable(w.message)}`);
  for (const t of image.tables) {
    console.error(
      `  table ${t.index}: ${t.rows.length}x${t.rows[0]?.length ?? 0} ${t.method} confidence ${t.confidence}`,
    );
  }
  return 0;
}
