import { mkdirSync, symlinkSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { createRequire } from "node:module";
import path from "node:path";
import { EngineError } from "../errors.js";

const require = createRequire(import.meta.url);

/** Language data comes from npm packages named like this, installed with the engine (English is a dependency). */
export const LANGUAGE_PACKAGE_PREFIX = "@tesseract.js-data/";
/** The integer-quantised "best" LSTM models: small and accurate. */
const MODEL_FOLDER = "4.0.0_best_int";

/** Where a language's data file is, or null when its package is not installed. */
export function languageFile(code: string): string | null {
  if (!/^[a-z][a-z0-9_]{1,15}$/.test(code)) return null;
  try {
    const pkg = require.resolve(`${LANGUAGE_PACKAGE_PREFIX}${code}/package.json`);
    return path.join(path.dirname(pkg), MODEL_FOLDER, `${code}.traineddata.gz`);
  } catch {
    return null;
  }
}

/** The languages from the list that cannot be used (no data package installed). */
export function missingLanguages(codes: readonly string[]): string[] {
  return codes.filter((c) => languageFile(c) === null);
}

/**
 * A local folder holding `CODE.traineddata.gz` for every language asked for,
 * for the OCR worker's langPath: a language's own package folder when there
 * is one language, else a folder of links to each package's file. Data is
 * never fetched from the network. Throws EngineError("invalid_options")
 * naming the package to install when one is missing.
 */
export function languageFolder(codes: readonly string[]): string {
  const files = codes.map((code) => {
    const file = languageFile(code);
    if (!file || !existsSync(file))
      throw new EngineError(
        "invalid_options",
        `OCR language "${code}" is not installed: add the npm package ${LANGUAGE_PACKAGE_PREFIX}${code}.`,
      );
    return { code, file };
  });
  if (files.length === 1) return path.dirname(files[0]!.file);
  const folder = path.join(tmpdir(), `pdftab-ocr-${process.pid}`, codes.join("+"));
  mkdirSync(folder, { recursive: true });
  for (const { code, file } of files) {
    const link = path.join(folder, `${code}.traineddata.gz`);
    if (!existsSync(link)) symlinkSync(file, link);
  }
  return folder;
}
