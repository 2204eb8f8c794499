/**
 * A borderless table of figures for the OCR tests: a header, 12 rows whose figures carry brackets
 * and thousands separators, and a last row ("Aberdeen") of plain figures, which reach no lower
 * than their baseline. Laid out with `layoutTable` at DEPOT_FIGURES_WIDTHS.
 */
export function depotFigures(): string[][] {
  const rows = [["Depot", "Q1", "Q2", "Q3", "Q4"]];
  for (let i = 0; i < 12; i++) {
    const n = (k: number) => ((i + 3) * 7919 * (k + 2)) % 3900;
    rows.push([`Depot ${i + 1}`, `(${n(0) % 800})`, n(1).toLocaleString("en-US"), `(${n(2) % 800})`, "75"]);
  }
  rows.push(["Aberdeen", "903", "146", "319", "542"]);
  return rows;
}

/** Column widths (pt) of `depotFigures` laid out as a table. */
export const DEPOT_FIGURES_WIDTHS = [80, 50, 50, 50, 50];
