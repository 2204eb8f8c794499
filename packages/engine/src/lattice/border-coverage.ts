import type { GridLines } from "./grid-lines.js";

/** Share of cell borders (between different cells, and the outside) that are drawn rulings. */
export function borderCoverage(grid: GridLines, owner: number[][]): number {
  const rows = grid.ys.length - 1;
  const cols = grid.xs.length - 1;
  let borders = 0,
    drawn = 0;
  for (let j = 0; j <= rows; j++) {
    for (let i = 0; i < cols; i++) {
      const above = j > 0 ? owner[j - 1]![i] : -1;
      const below = j < rows ? owner[j]![i] : -1;
      if (above === below) continue;
      borders++;
      if (grid.hCovered[j]![i]) drawn++;
    }
  }
  for (let i = 0; i <= cols; i++) {
    for (let j = 0; j < rows; j++) {
      const leftOf = i > 0 ? owner[j]![i - 1] : -1;
      const rightOf = i < cols ? owner[j]![i] : -1;
      if (leftOf === rightOf) continue;
      borders++;
      if (grid.vCovered[i]![j]) drawn++;
    }
  }
  return borders > 0 ? drawn / borders : 0;
}
