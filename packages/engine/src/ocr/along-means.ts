import type { GrayImage } from "./gray-image.js";

/**
 * The image with each pixel replaced by the mean grey of the `radius` pixels
 * either side of it along one direction ("horizontal": along its row,
 * "vertical": down its column), the window cut short at the image's edge.
 * Averaged along a line a scan's grain evens out while the line's edges,
 * across it, stay as sharp as they were.
 */
export function alongMeans(img: GrayImage, direction: "horizontal" | "vertical", radius: number): GrayImage {
  return direction === "horizontal" ? rowMeans(img, radius) : columnMeans(img, radius);
}

function rowMeans({ width, height, data }: GrayImage, radius: number): GrayImage {
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    // the window [x - radius, x + radius] cut to the row, its sum kept as it slides
    let sum = 0;
    for (let x = 0; x < Math.min(width, radius); x++) sum += data[row + x]!;
    for (let x = 0; x < width; x++) {
      if (x + radius < width) sum += data[row + x + radius]!;
      if (x - radius - 1 >= 0) sum -= data[row + x - radius - 1]!;
      const count = Math.min(width - 1, x + radius) - Math.max(0, x - radius) + 1;
      out[row + x] = (sum / count + 0.5) | 0;
    }
  }
  return { width, height, data: out };
}

function columnMeans({ width, height, data }: GrayImage, radius: number): GrayImage {
  const out = new Uint8Array(width * height);
  // each column's window sum, slid down a row at a time: rows are read in order, as they lie in memory
  const sums = new Uint32Array(width);
  for (let y = 0; y < Math.min(height, radius); y++) for (let x = 0; x < width; x++) sums[x]! += data[y * width + x]!;
  for (let y = 0; y < height; y++) {
    const entering = y + radius,
      leaving = y - radius - 1;
    if (entering < height) for (let x = 0; x < width; x++) sums[x]! += data[entering * width + x]!;
    if (leaving >= 0) for (let x = 0; x < width; x++) sums[x]! -= data[leaving * width + x]!;
    const share = 1 / (Math.min(height - 1, entering) - Math.max(0, y - radius) + 1);
    const row = y * width;
    for (let x = 0; x < width; x++) out[row + x] = (sums[x]! * share + 0.5) | 0;
  }
  return { width, height, data: out };
}
