import { textOps } from "./layout.js";

/** Row labels of `offenceTable`: group rows flush left, their offences indented one em. */
const LABELS: readonly (readonly [string, boolean])[] = [
  ["Violent crime", false],
  ["Murder", true],
  ["Robbery", true],
  ["Assault", true],
  ["Property crime", false],
  ["Burglary", true],
  ["Theft", true],
  ["Arson", true],
  ["Other offenses", false],
  ["Fraud", true],
  ["Forgery", true],
  ["Vandalism", true],
  ["Gambling", true],
];

/**
 * Row labels of an arrests table (`offenceTable(size, ARREST_LABELS)`): every
 * row flush left, longer and more of them, as a yearbook's arrest tables run.
 */
export const ARREST_LABELS: readonly (readonly [string, boolean])[] = [
  "Total",
  "Violent crime",
  "Murder",
  "Forcible rape",
  "Robbery",
  "Aggravated assault",
  "Property crime",
  "Burglary",
  "Larceny-theft",
  "Arson",
  "Other assaults",
  "Fraud",
  "Embezzlement",
  "Vandalism",
  "Gambling",
  "Drunkenness",
  "Vagrancy",
  "Suspicion",
  "Runaways",
  "Liquor laws",
  "Disorderly conduct",
].map((label) => [label, false] as const);

/** Where `offenceTable` sets its type (points): the labels' left edge, the figures' columns, the line height (in sizes) and the leaders' reach from the left edge. */
export interface OffenceLayout {
  left?: number;
  columns?: readonly number[];
  lineHeight?: number;
  leaderTo?: number;
}

/** A borderless table laid out by `offenceTable`: its rows (header first) and PDF operators. */
export interface OffenceTable {
  rows: string[][];
  ops: string;
}

/**
 * A crime-statistics table in small type (`size` points, 7 by default):
 * short indented row labels with dot leaders running to three columns of
 * figures with one decimal place, in the manner of statistical yearbooks.
 * On a worn 200 dpi scan the OCR engine's sparse-text layout returns no word
 * for several of the short indented labels ("Murder", "Theft", "Arson").
 * `labels` replaces the rows' labels (ARREST_LABELS: a longer table), and
 * `layout` where they are set (a tighter, narrower table).
 */
export function offenceTable(size = 7, labels = LABELS, layout: OffenceLayout = {}): OffenceTable {
  const { left = 60, columns = [260, 330, 400], lineHeight = 1.35, leaderTo = 180 } = layout;
  const rows: string[][] = [["Offense", "2019", "2020", "Change"]];
  const ops: string[] = [];
  let top = 100;
  ops.push(textOps(left, top, rows[0]![0]!, size), ...columns.map((x, c) => textOps(x, top, rows[0]![c + 1]!, size)));
  labels.forEach(([label, indented], i) => {
    top += size * lineHeight;
    const indent = indented ? size : 0;
    // dots to a common right edge, as a typesetter's leader runs (about half an em per character)
    const leader = " .".repeat(Math.floor((leaderTo - label.length * size * 0.5 - indent) / (size * 0.55)));
    ops.push(textOps(left + indent, top, label + leader, size));
    const n = (k: number) => (((i + 3) * 7919 * (k + 2)) % 9000) + 100;
    const figures = [(n(0) / 10).toFixed(1), (n(1) / 10).toFixed(1), ((n(2) % 200) / 10).toFixed(1)];
    figures.forEach((f, c) => ops.push(textOps(columns[c]!, top, f, size)));
    rows.push([label, ...figures]);
  });
  return { rows, ops: ops.join("\n") };
}
