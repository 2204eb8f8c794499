import * as mupdf from "mupdf";
import { rotateImage, turnImage, type GrayImage } from "../ocr/gray-image.js";

/** How a page is "scanned": resolution and the wear a copier or phone adds. */
export interface ScanOptions {
  /** Resolution of the page images; default 300. */
  dpi?: number;
  /** Small rotation of the sheet in degrees (positive counter-clockwise as seen); default 0. */
  rotate?: number;
  /** Quarter turn of the sheet (a page fed sideways or upside down); default 0. */
  turn?: 0 | 90 | 180 | 270;
  /** 3x3 box blur passes; default 0. */
  blur?: number;
  /** Grey noise amplitude 0..255 (uniform, seeded); default 0. */
  noise?: number;
  /** Store the images as JPEG of this quality (1..100) instead of losslessly. */
  jpegQuality?: number;
  /** Lighten the ink: 0 keeps black, 0.5 prints mid grey (a faded copy); default 0. */
  fade?: number;
  /** Seed of the noise; default 1. */
  seed?: number;
  /** Pages (1-based) copied as they are, text layer and all, into the scanned document: a mixed document. */
  keepPages?: number[];
}

/**
 * A worn 200 dpi copy: a sheet a little askew, blurred, grainy and stored as a
 * poor JPEG (the worn variant the scanned accuracy bench measures too).
 */
export const WORN_SCAN: ScanOptions = { dpi: 200, rotate: 0.8, blur: 1, noise: 24, jpegQuality: 55, seed: 7 };

/**
 * An image-only copy of a PDF, as a scanner would make it: each page
 * rendered to a greyscale image (then worn as asked), the image as the only
 * thing on a page of the same size. No text layer is left, but on the
 * pages `keepPages` names.
 */
export function scannedPdf(pdf: Uint8Array, options: ScanOptions = {}): Uint8Array {
  const dpi = options.dpi ?? 300;
  const src = mupdf.Document.openDocument(pdf, "application/pdf");
  const out = new mupdf.PDFDocument();
  try {
    for (let i = 0; i < src.countPages(); i++) {
      if (options.keepPages?.includes(i + 1)) {
        out.graftPage(-1, src as mupdf.PDFDocument, i);
        continue;
      }
      const page = src.loadPage(i);
      const [x0, y0, x1, y1] = page.getBounds();
      let w = x1 - x0,
        h = y1 - y0;
      const scale = dpi / 72;
      const pix = page.toPixmap(
        mupdf.Matrix.concat(mupdf.Matrix.translate(-x0, -y0), mupdf.Matrix.scale(scale, scale)),
        mupdf.ColorSpace.DeviceGray,
        false,
        true,
      );
      let img = readGray(pix);
      pix.destroy();
      page.destroy();
      img = wear(img, options);
      if (options.turn === 90 || options.turn === 270) [w, h] = [h, w];
      const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceGray, [0, 0, img.width, img.height], false);
      pixmap.getPixels().set(img.data);
      const image = options.jpegQuality ? new mupdf.Image(pixmap.asJPEG(options.jpegQuality)) : new mupdf.Image(pixmap);
      pixmap.destroy();
      const resources = out.addObject({ XObject: { Im0: out.addImage(image) } });
      out.insertPage(-1, out.addPage([0, 0, w, h], 0, resources, `q ${w} 0 0 ${h} 0 0 cm /Im0 Do Q`));
    }
    const buffer = out.saveToBuffer("compress");
    const bytes = buffer.asUint8Array().slice();
    buffer.destroy();
    return bytes;
  } finally {
    out.destroy();
    src.destroy();
  }
}

function readGray(pix: mupdf.Pixmap): GrayImage {
  const width = pix.getWidth(),
    height = pix.getHeight(),
    stride = pix.getStride();
  const pixels = pix.getPixels();
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) data.set(pixels.subarray(y * stride, y * stride + width), y * width);
  return { width, height, data };
}

function wear(input: GrayImage, o: ScanOptions): GrayImage {
  let img = input;
  if (o.fade) img = { ...img, data: img.data.map((v) => Math.round(255 - (255 - v) * (1 - o.fade!))) };
  if (o.rotate) img = rotateImage(img, o.rotate);
  for (let k = 0; k < (o.blur ?? 0); k++) img = boxBlur(img);
  if (o.noise) {
    let seed = o.seed ?? 1;
    const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 0x100000000;
    img = {
      ...img,
      data: img.data.map((v) => Math.max(0, Math.min(255, Math.round(v + (random() - 0.5) * 2 * o.noise!)))),
    };
  }
  if (o.turn) img = turnImage(img, o.turn);
  return img;
}

function boxBlur(img: GrayImage): GrayImage {
  const { width: w, height: h, data } = img;
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0,
        n = 0;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= w) continue;
          sum += data[yy * w + xx]!;
          n++;
        }
      }
      out[y * w + x] = Math.round(sum / n);
    }
  }
  return { width: w, height: h, data: out };
}
