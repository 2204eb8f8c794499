import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** soffice's path: PDFTAB_SOFFICE, else the Debian package's. */
export const sofficePath = () => process.env.PDFTAB_SOFFICE ?? "/usr/bin/soffice";

/**
 * Converts a spreadsheet document (any format Calc opens, e.g. .fods) to PDF
 * with headless LibreOffice, using a throwaway user profile.
 */
export async function spreadsheetToPdf(content: string, extension = "fods"): Promise<Uint8Array> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "pdftab-soffice-"));
  try {
    const input = path.join(dir, `sheet.${extension}`);
    await writeFile(input, content);
    await run(
      sofficePath(),
      [
        `-env:UserInstallation=file://${path.join(dir, "profile")}`,
        "--headless",
        "--norestore",
        "--convert-to",
        "pdf",
        "--outdir",
        dir,
        input,
      ],
      { timeout: 120_000 },
    );
    return new Uint8Array(await readFile(path.join(dir, "sheet.pdf")));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
