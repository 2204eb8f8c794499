import { describe, expect, it } from "vitest";
import { EngineError } from "../errors.js";
import { multiPagePdf } from "../testing/fixtures.js";
import { makePdf, resavePdf } from "../testing/make-pdf.js";
import { openDocument } from "./open-document.js";

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof EngineError) return e.code;
    throw e;
  }
  return undefined;
}

describe("openDocument", () => {
  it("opens a PDF and counts its pages", () => {
    const opened = openDocument(multiPagePdf(5).bytes);
    expect(opened.pageCount).toBe(5);
    expect(opened.encrypted).toBe(false);
    opened.close();
  });

  it("rejects random bytes as not_a_pdf", () => {
    const bytes = new Uint8Array(4096).map((_, i) => (i * 7919 + 13) % 251);
    expect(codeOf(() => openDocument(bytes))).toBe("not_a_pdf");
    expect(codeOf(() => openDocument(new Uint8Array(0)))).toBe("not_a_pdf");
  });

  it("says an empty file is empty, not that its header is missing", () => {
    const message = (bytes: Uint8Array) => {
      try {
        openDocument(bytes);
      } catch (e) {
        return e instanceof EngineError ? `${e.code}: ${e.message}` : String(e);
      }
      return "opened";
    };
    expect(message(new Uint8Array(0))).toBe("not_a_pdf: The file is empty (0 bytes), so it is not a PDF.");
    expect(message(new TextEncoder().encode("hello"))).toBe("not_a_pdf: The file is not a PDF (no %PDF- header).");
  });

  it("rejects a PDF header followed by garbage as damaged or empty", () => {
    const bytes = new TextEncoder().encode("%PDF-1.7\n" + "garbage ".repeat(200));
    expect(["damaged_pdf", "no_pages"]).toContain(codeOf(() => openDocument(bytes)));
  });

  it("reports a truncated file without crashing", () => {
    const full = multiPagePdf(2).bytes;
    const code = codeOf(() => openDocument(full.slice(0, Math.floor(full.length / 3))).close());
    // MuPDF repairs what it can; anything else must be a typed error.
    expect([undefined, "damaged_pdf", "no_pages"]).toContain(code);
  });

  it("asks for a password and rejects a wrong one", () => {
    const plain = makePdf([{ content: "BT /F1 12 Tf 72 700 Td (secret) Tj ET" }]);
    const locked = resavePdf(plain, "encrypt=aes-256,user-password=open-sesame,owner-password=owner");
    expect(codeOf(() => openDocument(locked))).toBe("password_required");
    expect(codeOf(() => openDocument(locked, "nope"))).toBe("wrong_password");
    const opened = openDocument(locked, "open-sesame");
    expect(opened.encrypted).toBe(true);
    expect(opened.pageCount).toBe(1);
    opened.close();
  });
});
