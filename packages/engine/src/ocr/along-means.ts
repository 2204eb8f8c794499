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

/**
 * The rounded mean of each window sum a whole window can have (`count` pixels), as `mean` rounds it:
 * away from the image's edges every window is whole, and a table look-up stands for a division a pixel.
 */
function meanTable(count: number, mean: (sum: number) => number): Uint8Array {
  const table = new Uint8Array(255 * count + 1);
  for (let sum = 0; sum < table.length; sum++) table[sum] = mean(sum);
  return table;
}

function rowMeans({ width, height, data }: GrayImage, radius: number): GrayImage {
  const out = new Uint8Array(width * height);
  const whole = 2 * radius + 1;
  const table = meanTable(whole, (sum) => (sum / whole + 0.5) | 0);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    // the window [x - radius, x + radius] cut to the row, its sum kept as it slides
    let sum = 0;
    for (let x = 0; x < Math.min(width, radius); x++) sum += data[row + x]!;
    // the windows cut at the left edge, then the whole ones (a table's mean), then those cut at the right edge
    const firstWhole = Math.min(width, radius + 1),
      pastWhole = Math.max(firstWhole, width - radius);
    for (let x = 0; x < firstWhole; x++) {
      if (x + radius < width) sum += data[row + x + radius]!;
      out[row + x] = (sum / (Math.min(width - 1, x + radius) + 1) + 0.5) | 0;
    }
    for (let i = row + firstWhole, end = row + pastWhole; i < end; i++) {
      sum += data[i + radius]! - data[i - radius - 1]!;
      out[i] = table[sum]!;
    }
    for (let x = pastWhole; x < width; x++) {
      if (x - radius - 1 >= 0) sum -= data[row + x - radius - 1]!;
      out[row + x] = (sum / (width - 1 - Math.max(0, x - radius) + 1) + 0.5) | 0;
    }
  }
  return { width, height, data: out };
}

function columnMeans({ width, height, data }: GrayImage, radius: number): GrayImage {
  const out = new Uint8Array(width * height);
  const wholeShare = 1 / (2 * radius + 1);
  const table = meanTable(2 * radius + 1, (sum) => (sum * wholeShare + 0.5) | 0);
  // each column's window sum, slid down a row at a time: rows are read in order, as they lie in memory
  const sums = new Uint32Array(width);
  for (let y = 0; y < Math.min(height, radius); y++) for (let x = 0; x < width; x++) sums[x]! += data[y * width + x]!;
  for (let y = 0; y < height; y++) {
    const entering = y + radius,
      leaving = y - radius - 1;
    if (leaving >= 0 && entering < height) {
      // a whole window that slides on: a row in, a row out and the mean, in one go along the row
      for (let x = 0, row = y * width, i = entering * width, j = leaving * width; x < width; x++) {
        const sum = sums[x]! + data[i + x]! - data[j + x]!;
        sums[x] = sum;
        out[row + x] = table[sum]!;
      }
      continue;
    }
    if (entering < height) for (let x = 0, i = entering * width; x < width; x++, i++) sums[x]! += data[i]!;
    if (leaving >= 0) for (let x = 0, i = leaving * width; x < width; x++, i++) sums[x]! -= data[i]!;
    const row = y * width;
    if (y >= radius && entering < height) {
      for (let x = 0; x < width; x++) out[row + x] = table[sums[x]!]!;
      continue;
    }
    const share = 1 / (Math.min(height - 1, entering) - Math.max(0, y - radius) + 1);
    for (let x = 0; x < width; x++) out[row + x] = (sums[x]! * share + 0.5) | 0;
  }
  return { width, height, data: out };
}
