import type * as OcrPageModule from "../ocr/ocr-page.js";

/**
 * The OCR stage, loaded the first time a page needs it. It brings tesseract.js
 * and a score of modules with it, which a document with a text layer (most of
 * them) never uses: loading them up front cost every `pdftab extract` run and
 * every extraction thread's start (packages/cli/README.md, "Start-up cost").
 */
let loading: Promise<typeof OcrPageModule> | undefined;

/** The OCR stage's `ocrPage`, importing the stage on first use. */
export async function loadOcrPage(): Promise<typeof OcrPageModule.ocrPage> {
  loading ??= import("../ocr/ocr-page.js");
  return (await loading).ocrPage;
}

/**
 * Stops the OCR thread so the process can exit. When no page was read by OCR
 * the stage was never loaded and there is no thread to stop.
 */
export async function shutdownOcr(): Promise<void> {
  if (loading === undefined) return;
  await loading;
  await (await import("../ocr/tesseract-worker.js")).shutdownOcr();
}
