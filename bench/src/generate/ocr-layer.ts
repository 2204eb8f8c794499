import * as mupdf from "mupdf";
import { seededRandom } from "../speed/sample-data.js";

/** One word as the text layer writes it: its text and its box on the page (top-left origin). */
interface LayerWord {
  text: string;
  x0: number;
  x1: number;
  /** Baseline and type size of the word as printed. */
  baseline: number;
  size: number;
  /** Which printed line it stood on, counted down the page. */
  line: number;
  /** Which piece of that line, pieces parted by gaps wider than twice the type size (table cells apart). */
  piece: number;
}

/**
 * How the words go into the text layer: `lines` line by line down the page (left to right on each), `columns`
 * block by block as an OCR engine that took every table column for a text block of its own writes them (the words
 * left of `splits[0]` top to bottom, then those up to `splits[1]`, and so on).
 */
export type LayerOrder = { by: "lines" } | { by: "columns"; splits: number[] };

/** How the OCR text layer strays from the print. */
export interface LayerOptions {
  order: LayerOrder;
  /** Resolution of the page image; default 200. */
  dpi?: number;
  /** Points each word's ends stray at most, left and right independently; default 0.4 (a pixel or so). */
  boxJitter?: number;
  /** Points an OCR line's baseline strays at most; default 1. */
  baselineJitter?: number;
  /** The range an OCR line's type size is drawn from, over the printed size, rounded to a whole point; default 1.05-1.35. */
  sizeRange?: [number, number];
  /** A space after every word but a line's last, as Tesseract writes one; default false. */
  trailingSpaces?: boolean;
  /**
   * The layer's font: Helvetica (default) or Courier, whose letters all have one width, as the glyph-less font of
   * Tesseract's layer: a word's letters are then spaced evenly across its box, whatever they are.
   */
  font?: "Helvetica" | "Courier";
  /**
   * Degrees the sheet lay askew on the scanner (positive turns it clockwise as seen), not straightened: the image
   * and every word turned about the page's centre, each word written along its turned baseline as OCR finds it.
   */
  skew?: number;
  seed?: number;
}

/**
 * A searchable scan of a PDF, as a scanner's software or an OCR tool writes one: every page rendered to a
 * greyscale image, the image the only thing drawn, and over it an invisible text layer (text render mode 3) of the
 * page's words, each word set on its own at its box and stretched to its width (`Tz`), its type sized by the line,
 * boxes and baselines a little off, in the order the OCR read them. The words are those the source PDF prints
 * (read back with MuPDF), so the expected tables of the source stand for the copy.
 */
export function searchableScan(pdf: Uint8Array, options: LayerOptions): Uint8Array {
  const dpi = options.dpi ?? 200;
  const random = seededRandom(options.seed ?? 1);
  const jitter = (amount: number) => (random() * 2 - 1) * amount;
  const src = mupdf.Document.openDocument(pdf, "application/pdf");
  const out = new mupdf.PDFDocument();
  try {
    const font = out.addObject({
      Type: "Font",
      Subtype: "Type1",
      BaseFont: options.font ?? "Helvetica",
      Encoding: "WinAnsiEncoding",
    });
    const metrics = new mupdf.Font(options.font ?? "Helvetica");
    const naturalWidth = (text: string, size: number) => {
      let w = 0;
      for (const ch of text) w += metrics.advanceGlyph(metrics.encodeCharacter(ch.codePointAt(0) ?? 32), 0);
      return w * size;
    };
    for (let i = 0; i < src.countPages(); i++) {
      const page = src.loadPage(i);
      const [x0, y0, x1, y1] = page.getBounds();
      const [w, h] = [x1 - x0, y1 - y0];
      const scale = dpi / 72;
      // The sheet turned about its centre (top-left frame, y down), for the image and the words alike.
      const turn = mupdf.Matrix.concat(
        mupdf.Matrix.concat(mupdf.Matrix.translate(-w / 2, -h / 2), mupdf.Matrix.rotate(options.skew ?? 0)),
        mupdf.Matrix.translate(w / 2, h / 2),
      );
      const turned = (x: number, y: number): [number, number] => [
        turn[0] * x + turn[2] * y + turn[4],
        turn[1] * x + turn[3] * y + turn[5],
      ];
      const pix = page.toPixmap(
        mupdf.Matrix.concat(
          mupdf.Matrix.concat(mupdf.Matrix.translate(-x0, -y0), turn),
          mupdf.Matrix.scale(scale, scale),
        ),
        mupdf.ColorSpace.DeviceGray,
        false,
        true,
      );
      const image = new mupdf.Image(pix);
      const words = printedWords(page);
      pix.destroy();
      page.destroy();
      const ops: string[] = [`q ${w} 0 0 ${h} 0 0 cm /Im0 Do Q`];
      // Each OCR line (a piece of a printed line between wide gaps: a table row's cells are often lines of their
      // own) gets its own whole-point type size and baseline, as OCR sizes type by the line it found.
      const lineLook = new Map<string, { size: number; shift: number }>();
      const [low, high] = options.sizeRange ?? [1.05, 1.35];
      for (const word of ordered(words, options.order)) {
        const key = `${word.line}:${word.piece}`;
        let look = lineLook.get(key);
        if (!look) {
          look = {
            size: Math.round(word.size * (low + random() * (high - low))),
            shift: jitter(options.baselineJitter ?? 1),
          };
          lineLook.set(key, look);
        }
        const size = look.size;
        // The word's box hugs its ink (inside the letters' advances), give or take a pixel or two of the scan.
        const ink = word.size * 0.04;
        const boxJitter = options.boxJitter ?? 0.4;
        const left = word.x0 + ink + jitter(boxJitter);
        const right = word.x1 - ink + jitter(boxJitter);
        const last = !words.some((o) => o.line === word.line && o.piece === word.piece && o.x0 > word.x0);
        const text = options.trailingSpaces && !last ? `${word.text} ` : word.text;
        const stretch = (100 * (right - left)) / Math.max(0.1, naturalWidth(word.text, size));
        const [x, baseline] = turned(left, word.baseline + look.shift);
        // The page's y runs up: a turn clockwise as seen is one of minus the angle there.
        const r = (-(options.skew ?? 0) * Math.PI) / 180;
        const [c, sn] = [Math.cos(r), Math.sin(r)];
        const place = options.skew
          ? `${fixed4(c)} ${fixed4(sn)} ${fixed4(-sn)} ${fixed4(c)} ${fixed(x)} ${fixed(h - baseline)} Tm`
          : `${fixed(x)} ${fixed(h - baseline)} Td`;
        ops.push(`BT 3 Tr /F1 ${size} Tf ${fixed(stretch)} Tz ${place} ${literal(text)} Tj ET`);
      }
      const resources = out.addObject({ XObject: { Im0: out.addImage(image) }, Font: { F1: font } });
      out.insertPage(-1, out.addPage([0, 0, w, h], 0, resources, ops.join("\n")));
    }
    metrics.destroy();
    const buffer = out.saveToBuffer("compress");
    const bytes = buffer.asUint8Array().slice();
    buffer.destroy();
    return bytes;
  } finally {
    out.destroy();
    src.destroy();
  }
}

/** The words a page prints, split at spaces, with their boxes, baselines and sizes. */
function printedWords(page: mupdf.Page): LayerWord[] {
  const words: LayerWord[] = [];
  const text = page.toStructuredText("preserve-whitespace");
  let line = -1;
  let current: LayerWord | null = null;
  const close = () => {
    if (current && current.text.length > 0) words.push(current);
    current = null;
  };
  text.walk({
    beginLine() {
      line++;
    },
    onChar(c, origin, _font, size, quad) {
      const left = Math.min(quad[0], quad[4]);
      const right = Math.max(quad[2], quad[6]);
      // a space, or a gap wider than a third of the type size, ends the word
      if (c === " " || (current && left - current.x1 > size / 3)) close();
      if (c === " ") return;
      if (!current) current = { text: "", x0: left, x1: right, baseline: origin[1], size, line, piece: 0 };
      current.text += c;
      current.x1 = right;
    },
    endLine() {
      close();
    },
  });
  text.destroy();
  // MuPDF's lines may run across a table's cells or stop at them: a printed line is every word on one baseline.
  const baselines: number[] = [];
  for (const w of words) {
    let index = baselines.findIndex((b) => Math.abs(b - w.baseline) < 1);
    if (index < 0) index = baselines.push(w.baseline) - 1;
    w.line = index;
  }
  for (const w of words) {
    const before = words.filter((o) => o.line === w.line && o.x0 < w.x0).sort((a, b) => a.x0 - b.x0);
    let piece = 0;
    for (let k = 1; k <= before.length; k++) {
      const next = k < before.length ? before[k]! : w;
      if (next.x0 - before[k - 1]!.x1 > 2 * w.size) piece++;
    }
    w.piece = piece;
  }
  return words;
}

/** The words in the order the layer writes them. */
function ordered(words: LayerWord[], order: LayerOrder): LayerWord[] {
  const down = (a: LayerWord, b: LayerWord) => a.baseline - b.baseline || a.x0 - b.x0;
  if (order.by === "lines") return [...words].sort(down);
  const block = (w: LayerWord) => order.splits.filter((s) => w.x0 >= s).length;
  return [...words].sort((a, b) => block(a) - block(b) || down(a, b));
}

function fixed4(n: number): string {
  return String(Number(n.toFixed(4)));
}

function fixed(n: number): string {
  return String(Number(n.toFixed(2)));
}

/** A PDF literal string (Latin-1 text) with (, ) and \ escaped. */
function literal(text: string): string {
  return `(${text.replace(/[\\()]/gu, (c) => `\\${c}`)})`;
}
