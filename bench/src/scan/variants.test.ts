import { scannedPdf } from "@pdftab/engine/testing/scan";
import { twoTablesPdf } from "@pdftab/engine/testing";
import * as mupdf from "mupdf";
import { expect, it } from "vitest";
import { SCAN_VARIANTS, WEAR_VARIANTS, scanVariantsNamed } from "./variants.js";

it("each scan variant makes an image-only copy with the same pages and no text layer", () => {
  const born = twoTablesPdf().bytes;
  for (const variant of [...SCAN_VARIANTS, ...WEAR_VARIANTS]) {
    const doc = mupdf.Document.openDocument(scannedPdf(born, variant.options), "application/pdf");
    try {
      expect([variant.name, doc.countPages()]).toEqual([variant.name, 1]);
      const page = doc.loadPage(0);
      expect([variant.name, page.toStructuredText().asText().trim()]).toEqual([variant.name, ""]);
      page.destroy();
    } finally {
      doc.destroy();
    }
  }
});

it("picks variants by name for --wear, and names the known ones when one is unknown", () => {
  expect(scanVariantsNamed(["fax150", "scan300"]).map((v) => v.name)).toEqual(["fax150", "scan300"]);
  expect(() => scanVariantsNamed(["scan301"])).toThrow(/BENCH_USAGE.*scan301.*scan300, scan200-worn, skew3/);
});
