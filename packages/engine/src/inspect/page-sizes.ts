import { openDocument } from "../reader/open-document.js";
import type { PageSize } from "../template/check-areas.js";

/**
 * Size of every page as displayed (/Rotate applied), in points, page 1 first:
 * what `checkAreas` needs, without drawing any page (cheaper than
 * `inspectDocument` on long files). Throws the same EngineErrors as
 * extraction (not_a_pdf, password_required, ...).
 */
export function readPageSizes(pdf: Uint8Array, options: { password?: string } = {}): PageSize[] {
  const opened = openDocument(pdf, options.password);
  try {
    const sizes: PageSize[] = [];
    for (let i = 0; i < opened.pageCount; i++) {
      const page = opened.doc.loadPage(i);
      try {
        const [x0, y0, x1, y1] = page.getBounds();
        sizes.push({ width: x1 - x0, height: y1 - y0 });
      } finally {
        page.destroy();
      }
    }
    return sizes;
  } finally {
    opened.close();
  }
}
