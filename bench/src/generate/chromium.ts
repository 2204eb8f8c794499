import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Chromium's path: PDFTAB_CHROMIUM, else the Debian package's. */
export const chromiumPath = () => process.env.PDFTAB_CHROMIUM ?? "/usr/bin/chromium";

/**
 * Prints an HTML document to PDF with headless Chromium (no header or footer,
 * a throwaway profile, nothing fetched from the network).
 */
export async function htmlToPdf(html: string): Promise<Uint8Array> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "pdftab-chromium-"));
  try {
    const input = path.join(dir, "page.html");
    const output = path.join(dir, "page.pdf");
    await writeFile(input, html);
    await run(
      chromiumPath(),
      [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        `--user-data-dir=${path.join(dir, "profile")}`,
        "--no-pdf-header-footer",
        `--print-to-pdf=${output}`,
        `file://${input}`,
      ],
      { timeout: 90_000 },
    );
    return new Uint8Array(await readFile(output));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
