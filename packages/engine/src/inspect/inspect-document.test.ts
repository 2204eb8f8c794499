import { describe, expect, it } from "vitest";
import { multiPagePdf } from "../testing/fixtures.js";
import { makePdf, resavePdf, rotatePdf } from "../testing/make-pdf.js";
import { inspectDocument } from "./inspect-document.js";

describe("inspectDocument", () => {
  it("reports pages, sizes and text", () => {
    const info = inspectDocument(rotatePdf(multiPagePdf(5).bytes, 90));
    expect(info.pageCount).toBe(5);
    expect(info.encrypted).toBe(false);
    expect(info.hasText).toBe(true);
    expect(info.pages[0]).toMatchObject({ page: 1, width: 792, height: 612, hasText: true });
  });

  it("tells a page without text and an encrypted file", () => {
    const blank = makePdf([{ content: "0 0 1 rg 100 100 200 200 re f", rotate: 90 }]);
    const info = inspectDocument(blank);
    expect(info.hasText).toBe(false);
    expect(info.pages[0]).toMatchObject({ width: 792, height: 612, rotation: 90 });
    const locked = resavePdf(blank, "encrypt=aes-128,user-password=u,owner-password=o");
    expect(inspectDocument(locked, { password: "u" }).encrypted).toBe(true);
  });

  it("warns repaired_file for a file MuPDF rebuilt as it opened it, and nothing for a whole one", () => {
    const pdf = multiPagePdf(2).bytes;
    expect(inspectDocument(pdf).warnings).toEqual([]);
    const text = new TextDecoder("latin1").decode(pdf);
    const cut = Uint8Array.from(text.slice(0, text.lastIndexOf("startxref")), (c) => c.charCodeAt(0));
    const info = inspectDocument(cut);
    expect(info.pageCount).toBe(2);
    expect(info.warnings).toEqual([
      { code: "repaired_file", message: expect.stringMatching(/^The file is damaged \(/) },
    ]);
  });
});
