/**
 * Test support shared by every package's tests (imported as `@pdftab/engine/testing` through the
 * root vitest.config.ts alias, or by relative path from Playwright): generated PDFs with their
 * expected tables, and the gate for tests that need the public corpus. Not built, not public API.
 */
export * from "./fixtures.js";
export { corpusDir, corpusLocation, corpusPdf, corpusTruth, describeWithCorpus, type CorpusTruth } from "./corpus.js";
export { makePdf, resavePdf, rotatePdf } from "./make-pdf.js";
export { scannedPdf, type ScanOptions } from "./scan.js";
export { norm, normGrid, textGrid } from "./grid.js";
export { destroyAfterEach } from "./mupdf-objects.js";
