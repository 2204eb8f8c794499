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
    const key = font === "Helvetica" ? "F1" : "F2";
    const shown = `BT /${key} ${num(size)} Tf ${num(x)} ${num(this.height - baseline)} Td ${pdfString(text)} Tj ET`;
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

  /** Width of text in points, for alignment. */
  measure(text: string, size: number, font: FontName = "Helvetica"): number {
    return textWidth(text, font, size);
  }

  /** A stroked straight line. */
  line(x0: number, y0: number, x1: number, y1: number, lineWidth = 0.5): void {
    const h = this.height;
    this.ops.push(`${num(lineWidth)} w ${num(x0)} ${num(h - y0)} m ${num(x1)} ${num(h - y1)} l S`);
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
