import { inspectDocument } from "@pdftab/engine";
import { INSPECT_USAGE } from "../usage.js";
import { parseArgs, stringFlag, UsageError } from "../args.js";
import { quietLibrary } from "../library-log.js";
import { readInput } from "../io.js";

/** `pdftab inspect`: what a PDF is, before extraction. */
export async function inspectCommand(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv, ["password"], ["json", "help"]);
  if (args.flags.has("help")) {
    console.log(INSPECT_USAGE);
    return 0;
  }
  quietLibrary(false);
  if (args.positionals.length !== 1) throw new UsageError("inspect needs exactly one FILE");
  const password = stringFlag(args, "password");
  const info = inspectDocument(await readInput(args.positionals[0]!), password !== undefined ? { password } : {});
  if (args.flags.has("json")) {
    console.log(JSON.stringify(info, null, 2));
    return 0;
  }
  console.log(`pages:     ${info.pageCount}`);
  console.log(`encrypted: ${info.encrypted ? "yes" : "no"}`);
  console.log(
    `text:      ${info.hasText ? (info.pages.every((p) => p.hasText) ? "every page" : "some pages") : "none (scanned? needs OCR)"}`,
  );
  if (info.title) console.log(`title:     ${info.title}`);
  if (info.producer) console.log(`producer:  ${info.producer}`);
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
