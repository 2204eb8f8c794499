import * as mupdf from "mupdf";

/** How a scanned copy is made: resolution and wear. */
export interface ScanVariant {
  name: string;
  dpi: number;
  /** Small rotation of the sheet, degrees. */
  rotate: number;
  /** 3x3 box blur passes. */
  blur: number;
  /** Uniform grey noise amplitude (0..255), seeded. */
  noise: number;
  /** JPEG quality of the stored images; 0 = lossless. */
  jpeg: number;
}

/** The variants the accuracy benchmark scores: a clean 300 dpi scan and a worn 200 dpi copy. */
export const SCAN_VARIANTS: readonly ScanVariant[] = [
  { name: "scan300", dpi: 300, rotate: 0, blur: 0, noise: 0, jpeg: 0 },
  { name: "scan200-worn", dpi: 200, rotate: 0.8, blur: 1, noise: 24, jpeg: 55 },
];

/**
 * An image-only copy of a PDF: every page rendered to a greyscale image at the
 * variant's resolution, worn (rotation, blur, noise), stored (JPEG or
 * lossless) as the only content of a page of the same size. Same as the
 * engine's test helper, kept here because the bench builds against the
 * engine's public API only.
 */
export function scanPdf(pdf: Uint8Array, v: ScanVariant): Uint8Array {
  const src = mupdf.Document.openDocument(pdf, "application/pdf");
  const out = new mupdf.PDFDocument();
  try {
    for (let i = 0; i < src.countPages(); i++) {
      const page = src.loadPage(i);
      const [x0, y0, x1, y1] = page.getBounds();
      const scale = v.dpi / 72;
      const pix = page.toPixmap(mupdf.Matrix.concat(mupdf.Matrix.translate(-x0, -y0), mupdf.Matrix.scale(scale, scale)), mupdf.ColorSpace.DeviceGray, false, true);
      const w = pix.getWidth(), h = pix.getHeight(), stride = pix.getStride();
      let data: Uint8Array = new Uint8Array(w * h);
      const px = pix.getPixels();
      for (let y = 0; y < h; y++) data.set(px.subarray(y * stride, y * stride + w), y * w);
      pix.destroy();
      page.destroy();
      if (v.rotate) data = rotate(data, w, h, v.rotate);
      for (let k = 0; k < v.blur; k++) data = blur(data, w, h);
      if (v.noise) {
        let seed = 7 + i;
        const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 0x100000000;
        data = data.map((g) => Math.max(0, Math.min(255, Math.round(g + (random() - 0.5) * 2 * v.noise))));
      }
      const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceGray, [0, 0, w, h], false);
      pixmap.getPixels().set(data);
      const image = v.jpeg ? new mupdf.Image(pixmap.asJPEG(v.jpeg)) : new mupdf.Image(pixmap);
      pixmap.destroy();
      const W = x1 - x0, H = y1 - y0;
      const resources = out.addObject({ XObject: { Im0: out.addImage(image) } });
      out.insertPage(-1, out.addPage([0, 0, W, H], 0, resources, `q ${W} 0 0 ${H} 0 0 cm /Im0 Do Q`));
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

function rotate(data: Uint8Array, w: number, h: number, degrees: number): Uint8Array {
  const out = new Uint8Array(w * h).fill(255);
  const a = (degrees * Math.PI) / 180, cos = Math.cos(a), sin = Math.sin(a);
  const cx = (w - 1) / 2, cy = (h - 1) / 2;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const dx = x - cx, dy = y - cy;
      const sx = Math.round(cx + dx * cos - dy * sin), sy = Math.round(cy + dx * sin + dy * cos);
      if (sx >= 0 && sy >= 0 && sx < w && sy < h) out[y * w + x] = data[sy * w + sx]!;
    }
  }
  return out;
}

function blur(data: Uint8Array, w: number, h: number): Uint8Array {
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0, n = 0;
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) {
        const xx = x + dx, yy = y + dy;
        if (xx < 0 || yy < 0 || xx >= w || yy >= h) continue;
        sum += data[yy * w + xx]!;
        n++;
      }
      out[y * w + x] = Math.round(sum / n);
    }
  }
  return out;
}
