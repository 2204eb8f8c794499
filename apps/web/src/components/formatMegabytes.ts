/**
 * Size of a chosen file in megabytes with two decimals, as the pickers list it ("1.25 MB"), and
 * "< 0.01 MB" for a file too small to show so ("0.00 MB" would read as empty). Apart from
 * `formatBytes.ts`, which Home's first load carries: only the lists after a pick use this.
 */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return bytes > 0 && megabytes < 0.005 ? "< 0.01 MB" : `${megabytes.toFixed(2)} MB`;
}
