import * as mupdf from "mupdf";
import type { BBox } from "../types.js";
import { emptyPlacement, placeGlyphAt } from "./glyph-geometry.js";
import { dingbatCodePoint, isDingbatsFont } from "./dingbats.js";
import { appendToCluster, splitCluster } from "./glyph-clusters.js";
import { expandLigature } from "./ligatures.js";
import { centreWithin } from "./path-pieces.js";
import type { RawPage } from "./raw-page.js";
import type { TextGlyphSink } from "./text-glyphs.js";

/** What the collector knows of one font of the page. */
interface FontInfo {
  name: string;
  bold: boolean;
  /** ZapfDingbats: MuPDF reports its glyph names' numbers, turned back into the marks (`dingbats.ts`). */
  dingbats: boolean;
  /** The font, kept (MuPDF reference counted) until the page's device is released. */
  font: mupdf.Font;
  /** Glyph advances by `gid * 2 + wmode`: asking the WASM side once per glyph id, not per glyph drawn. */
  advances: Map<number, number>;
}

/**
 * Turns the glyphs of each Text into the page's glyph store: placed under the
 * device matrix, dropped outside the clip region, ligatures and multi-letter
 * clusters split into letters. A class fed by `sendTextGlyphs`, so the font
 * is looked up once per span instead of once per glyph.
 */
export class GlyphCollector implements TextGlyphSink {
  ctm: mupdf.Matrix = [1, 0, 0, 1, 0, 0];
  region: BBox | null = null;
  /**
   * Whether the text being collected is drawn invisibly (render mode 3): an OCR layer over a scan. Its type size
   * is the OCR's guess from the line's height (often a third over the print's), and each word is squeezed with
   * `Tz` to the printed word's width; the squeezed width of its em is the closer measure of the print's size, and
   * word and column gaps are judged in it, so a squeezed glyph's size is taken from its width.
   */
  invisible = false;
  private readonly fonts = new Map<number, FontInfo>();
  private readonly placed = emptyPlacement();
  private info: FontInfo | null = null;
  private wmode = 0;
  private clusterStart = 0;

  constructor(private readonly result: RawPage) {}

  beginSpan(font: number, wmode: number): void {
    this.info = this.fontInfo(font);
    this.wmode = wmode;
  }

  glyph(a: number, b: number, c: number, d: number, e: number, f: number, gid: number, unicode: number): void {
    const info = this.info;
    if (!info) return;
    const wmode = this.wmode;
    let advance = 0;
    if (gid >= 0) {
      const key = gid * 2 + wmode;
      const known = info.advances.get(key);
      if (known === undefined) info.advances.set(key, (advance = info.font.advanceGlyph(gid, wmode)));
      else advance = known;
    }
    const placed = placeGlyphAt(this.placed, a, b, c, d, e, f, this.ctm, advance, wmode);
    const { x0, y0, x1, y1 } = placed;
    const region = this.region;
    if (region && !centreWithin(x0, y0, x1, y1, region)) return;
    const glyphs = this.result.glyphs;
    const size =
      this.invisible && wmode === 0 && placed.widthSize < placed.fontSize ? placed.widthSize : placed.fontSize;
    if (info.dingbats) unicode = dingbatCodePoint(unicode);
    const raw = unicode > 0 ? String.fromCodePoint(unicode) : "\uFFFD";
    if (gid < 0 && this.clusterStart < glyphs.length && unicode > 0) {
      // Extra characters of one glyph cluster (a ligature mapped to several letters): share its box.
      appendToCluster(glyphs, this.clusterStart, raw);
      return;
    }
    this.clusterStart = glyphs.length;
    const expanded = expandLigature(raw);
    if (expanded.length > 1)
      splitCluster(glyphs, expanded, { x0, y0, x1, y1 }, size, info.name, info.bold, placed.direction);
    else glyphs.push(expanded, x0, y0, x1, y1, size, info.name, info.bold, placed.direction);
  }

  /** Drops the fonts kept for this page. */
  release(): void {
    for (const info of this.fonts.values()) info.font.destroy();
    this.fonts.clear();
    this.info = null;
  }

  private fontInfo(pointer: number): FontInfo {
    let info = this.fonts.get(pointer);
    if (!info) {
      // Kept here (MuPDF.js's Font keeps what it wraps), so the pointer cannot be reused before `release`.
      const font = new mupdf.Font(pointer as mupdf.Font["pointer"]);
      const name = font.getName();
      info = {
        name: stripSubsetTag(name),
        bold: font.isBold() || /bold|black|heavy|semibold|demi/i.test(name),
        dingbats: isDingbatsFont(name),
        font,
        advances: new Map(),
      };
      this.fonts.set(pointer, info);
    }
    return info;
  }
}

/** Drops the subset prefix (`ABCDEF+Helvetica` -> `Helvetica`). */
function stripSubsetTag(name: string): string {
  return /^[A-Z]{6}\+/.test(name) ? name.slice(7) : name;
}
