import type { ExtractWarning } from "../types.js";
import type { OcrPage } from "./ocr-page.js";

/** `ocr_used`: the page had no usable text layer and its text was read by OCR, with how sure the reading is. */
export function ocrUsedWarning(
  page: number,
  ocr: Pick<OcrPage, "words" | "meanConfidence" | "turnedBy" | "skew">,
): ExtractWarning {
  const straightened = [
    ocr.turnedBy ? `turned ${ocr.turnedBy} degrees` : "",
    ocr.skew ? `straightened by ${Math.abs(ocr.skew).toFixed(1)} degrees` : "",
  ]
    .filter(Boolean)
    .join(", ");
  return {
    page,
    code: "ocr_used",
    message: `Page ${page} was read by OCR (${ocr.words.length} words, mean confidence ${Math.round(ocr.meanConfidence * 100)}%${straightened ? `; ${straightened}` : ""}); check its tables against the page.`,
  };
}

/** `ocr_page_limit`: the page needed OCR but the document already used the pages allowed. */
export function ocrLimitWarning(page: number, limit: number): ExtractWarning {
  return {
    page,
    code: "ocr_page_limit",
    message: `Page ${page} has no usable text layer, but only ${limit} page(s) of a file may be read by OCR on this plan; no tables are reported for it.`,
  };
}
