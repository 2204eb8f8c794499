import * as mupdf from "mupdf";
import { withLibraryMessages } from "../reader/library-log.js";
import { openDocument } from "../reader/open-document.js";
import { REPAIRED_FILE, repairedFileMessage } from "../reader/repaired-file.js";
import { pageRotation } from "../reader/page-rotation.js";

/** One page as `inspectDocument` sees it. */
export interface PageInfo {
  page: number;
  /** Size of the page as displayed (/Rotate applied), in points. */
  width: number;
  height: number;
  rotation: number;
  /** True when the page draws any text (else it is likely a scan needing OCR). */
  hasText: boolean;
}

/** What a PDF is, before any table extraction. */
export interface DocumentInfo {
  pageCount: number;
  encrypted: boolean;
  /** True when at least one page has text. */
  hasText: boolean;
  title: string | null;
  producer: string | null;
  creator: string | null;
  pages: PageInfo[];
  /**
   * What the reader should know about the whole file: `repaired_file` when MuPDF found it damaged and rebuilt it as
   * it opened it (as extraction warns on its first page); [] when nothing.
   */
  warnings: DocumentWarning[];
}

/** Something to know about a whole document, with a stable code. */
export interface DocumentWarning {
  code: string;
  message: string;
}

/**
 * Page count, page sizes, encryption and whether pages carry text. Throws the
 * same EngineErrors as extraction (not_a_pdf, password_required, ...).
 */
export function inspectDocument(pdf: Uint8Array, options: { password?: string } = {}): DocumentInfo {
  // MuPDF reports a repaired cross-reference table while opening, as extraction finds it (extract-tables.ts)
  const { value: opened, messages } = withLibraryMessages(() => openDocument(pdf, options.password));
  try {
    const pages: PageInfo[] = [];
    for (let i = 0; i < opened.pageCount; i++) pages.push(inspectPage(opened.doc, i));
    return {
      pageCount: opened.pageCount,
      encrypted: opened.encrypted,
      hasText: pages.some((p) => p.hasText),
      title: meta(opened.doc, "info:Title"),
      producer: meta(opened.doc, "info:Producer"),
      creator: meta(opened.doc, "info:Creator"),
      pages,
      warnings: messages.length > 0 ? [{ code: REPAIRED_FILE, message: repairedFileMessage(messages) }] : [],
    };
  } finally {
    opened.close();
  }
}

function inspectPage(doc: mupdf.Document, index: number): PageInfo {
  const page = doc.loadPage(index);
  let textCalls = 0;
  const device = new mupdf.Device({
    fillText: () => void textCalls++,
    strokeText: () => void textCalls++,
    ignoreText: () => void textCalls++,
  });
  try {
    const [x0, y0, x1, y1] = page.getBounds();
    let rotation = 0;
    try {
      page.run(device, mupdf.Matrix.identity);
      device.close();
      rotation = pageRotation(page);
    } catch {
      // A page that cannot be drawn still has a size; report it without text.
    }
    return { page: index + 1, width: x1 - x0, height: y1 - y0, rotation, hasText: textCalls > 0 };
  } finally {
    device.destroy();
    page.destroy();
  }
}

function meta(doc: mupdf.Document, key: string): string | null {
  try {
    const value = doc.getMetaData(key);
    return value ? value : null;
  } catch {
    return null;
  }
}
