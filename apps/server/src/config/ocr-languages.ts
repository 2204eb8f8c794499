import { createRequire } from "node:module";
import type { Parsed } from "./parsers.js";

const require = createRequire(import.meta.url);

/**
 * OCR_LANGUAGES: language codes separated by commas or "+" (eng, deu,
 * chi_sim), each with its language data package (`@tesseract.js-data/CODE`)
 * installed beside the engine: OCR never downloads data, so a missing
 * package is a configuration error at boot, not a failure on the first scan.
 */
export function ocrLanguages(raw: string): Parsed<string[]> {
  const codes = raw
    .split(/[,+]/)
    .map((c) => c.trim())
    .filter((c) => c !== "");
  if (codes.length === 0) return { ok: false, problem: "must name at least one language, such as eng" };
  const bad = codes.find((c) => !/^[a-z][a-z0-9_]{1,15}$/.test(c));
  if (bad !== undefined) return { ok: false, problem: `"${bad}" is not a language code (such as eng, deu or chi_sim)` };
  const missing = codes.filter((c) => !installed(c));
  if (missing.length)
    return {
      ok: false,
      problem: `has no language data installed for ${missing.join(", ")}: add the npm package(s) ${missing.map((c) => `@tesseract.js-data/${c}`).join(", ")}`,
    };
  return { ok: true, value: codes };
}

function installed(code: string): boolean {
  try {
    require.resolve(`@tesseract.js-data/${code}/package.json`);
    return true;
  } catch {
    return false;
  }
}
