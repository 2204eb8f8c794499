import { CJK_FONT_KEY, cjkString, cjkTextWidth, isCjkText } from "./cjk-font.js";
import { textWidth, type FontName } from "./fonts.js";
import { num, pdfString, type PdfPage } from "./writer.js";

/**
 * Draws on a page in displayed coordinates (top-left origin, after /Rotate),
 * the same frame the engine reports in, and turns them into PDF operators.
 * For a rotated page a matrix maps the displayed frame back to the MediaBox,
 * so the content reads upright on screen.
 */
export class PageCanvas {
  readonly ops: string[] = [];
  /** Displayed width and height. */
  readonly width: number;
  readonly height: number;

  constructor(
    private readonly media: { width: number; height: number },
    private readonly rotate: 0 | 90 | 180 | 270 = 0,
  ) {
    const turned = rotate === 90 || rotate === 270;
    this.width = turned ? media.height : media.width;
    this.height = turned ? media.width : media.height;
    const { width: w, height: h } = media;
    if (rotate === 90) this.ops.push(`0 1 -1 0 ${num(w)} 0 cm`);
    if (rotate === 180) this.ops.push(`-1 0 0 -1 ${num(w)} ${num(h)} cm`);
    if (rotate === 270) this.ops.push(`0 -1 1 0 0 ${num(h)} cm`);
  }

  /** Text with its baseline at y (top-left origin), in a grey level (0 black .. 1 white). */
  text(x: number, baseline: number, text: string, size: number, font: FontName = "Helvetica", grey = 0): void {
    const cjk = isCjkText(text);
    const key = cjk ? CJK_FONT_KEY : font === "Helvetica" ? "F1" : font === "ZapfDingbats" ? "F3" : "F2";
    const string = cjk ? cjkString(text) : pdfString(text);
    const shown = `BT /${key} ${num(size)} Tf ${num(x)} ${num(this.height - baseline)} Td ${string} Tj ET`;
    this.ops.push(grey === 0 ? shown : `${num(grey)} g ${shown} 0 g`);
  }

  /**
   * Text turned a quarter turn anticlockwise, reading from bottom to top (a
   * narrow column's header cell written up the page): its baseline runs up
   * from (x, y), so its glyphs stand left of x.
   */
  textUp(x: number, y: number, text: string, size: number, font: FontName = "Helvetica"): void {
    const key = font === "Helvetica" ? "F1" : "F2";
    this.ops.push(`BT /${key} ${num(size)} Tf 0 1 -1 0 ${num(x)} ${num(this.height - y)} Tm ${pdfString(text)} Tj ET`);
  }

  /**
   * Text turned `degrees` anticlockwise about its start (x, baseline), in a grey level: a watermark ("DRAFT")
   * set large and light across the page.
   */
  textTurned(x: number, baseline: number, text: string, size: number, degrees: number, grey: number): void {
    const r = (degrees * Math.PI) / 180;
    const [c, s] = [Math.cos(r), Math.sin(r)];
    const m = [c, s, -s, c].map((v) => num(Number(v.toFixed(4)))).join(" ");
    const shown = `BT /F2 ${num(size)} Tf ${m} ${num(x)} ${num(this.height - baseline)} Tm ${pdfString(text)} Tj ET`;
    this.ops.push(`${num(grey)} g ${shown} 0 g`);
  }

  /**
   * A closed outline through `points` (displayed coordinates), stroked `lineWidth` wide in a grey level: a rubber
   * stamp's box, upright or turned.
   */
  outline(points: Array<[number, number]>, lineWidth: number, grey: number): void {
    const path = points.map(([x, y], i) => `${num(x)} ${num(this.height - y)} ${i === 0 ? "m" : "l"}`).join(" ");
    this.ops.push(`${num(grey)} G ${num(lineWidth)} w ${path} h S 0 G 0.5 w`);
  }

  /** Width of text in points, for alignment. */
  measure(text: string, size: number, font: FontName = "Helvetica"): number {
    return isCjkText(text) ? cjkTextWidth(text, size) : textWidth(text, font, size);
  }

  /** When over 0, every line is drawn as two parallel lines this many points apart (a double rule). */
  private doubleGap = 0;

  /** When over 0, every line is drawn as a row of tiny filled squares this many points apart. */
  private dotPitch = 0;

  /** Lines after this are drawn as dots, filled squares `pitch` points apart (0: stroked again). */
  dots(pitch: number): void {
    this.dotPitch = pitch;
  }

  /** Lines after this are drawn doubled, two strokes `gap` points apart (0: single again). */
  double(gap: number): void {
    this.doubleGap = gap;
  }

  /** A stroked straight line (or two parallel ones while `double` is on). */
  line(x0: number, y0: number, x1: number, y1: number, lineWidth = 0.5): void {
    const h = this.height;
    const stroke = (ax: number, ay: number, bx: number, by: number) => {
      this.ops.push(`${num(lineWidth)} w ${num(ax)} ${num(h - ay)} m ${num(bx)} ${num(h - by)} l S`);
    };
    if (this.dotPitch > 0) {
      // Dots as tiny filled squares, one every pitch along the line (no stroke at all).
      const steps = Math.max(1, Math.floor(Math.hypot(x1 - x0, y1 - y0) / this.dotPitch));
      for (let i = 0; i <= steps; i++) {
        const t = i / steps;
        const side = lineWidth;
        this.fill(x0 + (x1 - x0) * t - side / 2, y0 + (y1 - y0) * t - side / 2, side, side, 0);
      }
      return;
    }
    if (this.doubleGap <= 0) {
      stroke(x0, y0, x1, y1);
      return;
    }
    // Offset across the line's direction, half the gap to each side.
    const length = Math.hypot(x1 - x0, y1 - y0) || 1;
    const ox = (-(y1 - y0) / length) * (this.doubleGap / 2);
    const oy = ((x1 - x0) / length) * (this.doubleGap / 2);
    stroke(x0 + ox, y0 + oy, x1 + ox, y1 + oy);
    stroke(x0 - ox, y0 - oy, x1 - ox, y1 - oy);
  }

  /** Strokes after this are dashed (on, off lengths in points); an empty pattern strokes solid again. */
  dash(pattern: number[]): void {
    this.ops.push(`[${pattern.map(num).join(" ")}] 0 d`);
  }

  /** A filled rectangle in a grey level (0 black .. 1 white). */
  fill(x: number, y: number, w: number, h: number, grey: number): void {
    this.ops.push(`${num(grey)} g ${num(x)} ${num(this.height - y - h)} ${num(w)} ${num(h)} re f 0 g`);
  }

  /** The finished page. */
  page(): PdfPage {
    return { ...this.media, rotate: this.rotate, content: this.ops.join("\n") };
  }
}
