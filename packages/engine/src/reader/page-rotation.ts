import type * as mupdf from "mupdf";
import { quarterTurn } from "../geometry/rotation.js";

/** The page's /Rotate (inherited from the page tree), normalised to 0/90/180/270; 0 for non-PDF pages. */
export function pageRotation(page: mupdf.Page): number {
  const pdfPage = page as mupdf.PDFPage;
  if (typeof pdfPage.getObject !== "function") return 0;
  let object: mupdf.PDFObject | null = null;
  let rotate: mupdf.PDFObject | null = null;
  try {
    object = pdfPage.getObject();
    rotate = object.getInheritable("Rotate");
    const value = rotate.isNumber() ? rotate.asNumber() : 0;
    return quarterTurn(value);
  } catch {
    return 0;
  } finally {
    // PDF object wrappers hold native references; drop them now rather than at garbage collection.
    rotate?.destroy();
    object?.destroy();
  }
}
