import * as mupdf from "mupdf";
import { describe, expect, it } from "vitest";
import { spannedTablePdf, twoTablesPdf } from "../testing/fixtures.js";
import { makePdf } from "../testing/make-pdf.js";
import { destroyAfterEach } from "../testing/mupdf-objects.js";
import { RecordingSink, sendTextGlyphs, textGlyphsFromMemory, walkTextGlyphs } from "./text-glyphs.js";

const keep = destroyAfterEach();

/** What the memory read sends for `text`, and what MuPDF.js's walk sends. */
function bothWays(text: mupdf.Text): { read: string[] | null; walked: string[] } {
  const read = new RecordingSink();
  const walked = new RecordingSink();
  const ok = textGlyphsFromMemory(text.pointer, read);
  walkTextGlyphs(text, walked);
  return { read: ok ? read.calls : null, walked: walked.calls };
}

describe("textGlyphsFromMemory", () => {
  it("sends what MuPDF.js's text walk sends: spans, fonts, writing modes, matrices, clusters", () => {
    const helvetica = keep(new mupdf.Font("Helvetica"));
    const times = keep(new mupdf.Font("Times-Bold"));
    const text = keep(new mupdf.Text());
    text.showString(helvetica, [9.5, 0, 0, 9.5, 72.25, 700.5], "Total 1,234.50", 0);
    // A ligature glyph mapped to two letters: the second comes as glyph id -1.
    text.showGlyph(times, [12, 0.5, -0.5, 12, 300.125, 650.75], 88, 102, 0);
    text.showGlyph(times, [12, 0.5, -0.5, 12, 300.125, 650.75], -1, 105, 0);
    text.showString(helvetica, [0, 8, -8, 0, 40, 100], "Turned", 0);
    text.showGlyph(helvetica, [10, 0, 0, 10, 500, 400], 40, 0x65e5, 1);

    const { read, walked } = bothWays(text);
    expect(read).toStrictEqual(walked);
    expect(walked.filter((c) => c.startsWith("span")).length).toBeGreaterThanOrEqual(4);
    expect(walked).toContain(`span ${times.pointer} 0`);
    expect(walked).toContain(`span ${helvetica.pointer} 1`);
    expect(walked).toContain("glyph 12 0.5 -0.5 12 300.125 650.75 -1 105");
  });

  it("sends nothing for an empty Text, and says it read it", () => {
    const sink = new RecordingSink();
    expect(textGlyphsFromMemory(keep(new mupdf.Text()).pointer, sink)).toBe(true);
    expect(sink.calls).toStrictEqual([]);
  });

  it("reads the text of real pages as the walk does", () => {
    let texts = 0;
    for (const bytes of [twoTablesPdf().bytes, spannedTablePdf().bytes, makePdf([{ content: bigPage() }])]) {
      const doc = keep(mupdf.Document.openDocument(bytes, "application/pdf"));
      for (let i = 0; i < doc.countPages(); i++) {
        const page = keep(doc.loadPage(i));
        const device = keep(
          new mupdf.Device({
            fillText(text) {
              const { read, walked } = bothWays(text);
              expect(read).toStrictEqual(walked);
              texts++;
              text.destroy();
            },
          }),
        );
        page.run(device, mupdf.Matrix.identity);
        device.close();
      }
    }
    expect(texts).toBeGreaterThan(2000);
  });

  it("reads on after MuPDF's memory has grown (which leaves the old views empty)", () => {
    const font = keep(new mupdf.Font("Helvetica"));
    const text = keep(new mupdf.Text());
    text.showString(font, [10, 0, 0, 10, 1, 2], "grown", 0);
    expect(bothWays(text).read).toStrictEqual(bothWays(text).walked);
    const before = memoryBytes();
    // Copying 64 MB into MuPDF's memory makes it grow.
    keep(new mupdf.Buffer(new Uint8Array(64 * 1024 * 1024)));
    expect(memoryBytes()).toBeGreaterThan(before);
    const { read, walked } = bothWays(text);
    expect(read).toStrictEqual(walked);
    expect(read).toHaveLength(6);
  });

  it("reads on when its sink makes MuPDF's memory grow halfway through a Text", () => {
    const font = keep(new mupdf.Font("Helvetica"));
    const text = keep(new mupdf.Text());
    text.showString(font, [10, 0, 0, 10, 1, 2], "ab", 0);
    text.showString(keep(new mupdf.Font("Courier")), [10, 0, 0, 10, 1, 20], "cd", 0);
    const before = memoryBytes();
    // More than the memory holds now, so it must grow (a smaller buffer may fit where an earlier test's was freed).
    const read = new GrowingSink(() => keep(new mupdf.Buffer(new Uint8Array(before + 16 * 1024 * 1024))));
    expect(textGlyphsFromMemory(text.pointer, read)).toBe(true);
    expect(memoryBytes()).toBeGreaterThan(before);
    expect(read.calls).toStrictEqual(bothWays(text).walked);
  });
});

/** The size of MuPDF's memory now, in bytes. */
function memoryBytes(): number {
  const probe = new mupdf.Buffer();
  try {
    return probe.asUint8Array().buffer.byteLength;
  } finally {
    probe.destroy();
  }
}

describe("sendTextGlyphs", () => {
  it("sends the walk's glyphs (through the memory read where its layout holds)", () => {
    const font = keep(new mupdf.Font("Courier"));
    const text = keep(new mupdf.Text());
    text.showString(font, [11, 0, 0, 11, 10, 20], "abc", 0);
    const sent = new RecordingSink();
    sendTextGlyphs(text, sent);
    expect(sent.calls).toStrictEqual(bothWays(text).walked);
    expect(sent.calls).toHaveLength(4);
  });
});

/** A page of 2,000 short text runs. */
function bigPage(): string {
  const runs: string[] = [];
  for (let i = 0; i < 2000; i++)
    runs.push(`BT /F1 6 Tf ${20 + (i % 20) * 28} ${20 + Math.floor(i / 20) * 7} Td (r${i}) Tj ET`);
  return runs.join("\n");
}

/** Records like RecordingSink, and runs `grow` once, at the first glyph (to make MuPDF's memory grow). */
class GrowingSink extends RecordingSink {
  private grown = false;

  constructor(private readonly grow: () => void) {
    super();
  }

  override glyph(a: number, b: number, c: number, d: number, e: number, f: number, gid: number, unicode: number): void {
    super.glyph(a, b, c, d, e, f, gid, unicode);
    if (!this.grown) {
      this.grown = true;
      this.grow();
    }
  }
}
