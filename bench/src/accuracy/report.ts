import type { Summary } from "../score/index.js";
import type { AccuracyFigures } from "./figures.js";
import type { FileResult } from "./run-file.js";
import { ACCURACY_PEERS, ACCURACY_TARGETS } from "./targets.js";

const f2 = (n: number) => n.toFixed(2);
/** Truncated, so a table shown as 1.00 really scored 1. */
const f2down = (n: number) => (Math.floor(n * 100) / 100).toFixed(2);

/** One line per file: kind, expected/found tables, F1 per expected table (* = exact), time. */
export function fileLine(r: FileResult, change = ""): string {
  const f1s = r.score.tables.map((t) => f2down(t.f1) + (t.exact ? "*" : "")).join(" ");
  const methods = r.methods.length ? ` [${[...new Set(r.methods)].join(",")}]` : "";
  const error = r.error ? `  ERROR ${r.error}` : "";
  return (
    `${r.name.padEnd(40)} ${r.kind.padEnd(8)} exp ${String(r.expectedTables).padStart(2)} ` +
    `found ${String(r.foundTables).padStart(2)}  F1 ${f1s.padEnd(18)} ${r.elapsedMs.toFixed(0).padStart(6)} ms` +
    `${methods}${change}${error}`
  );
}

function target(value: number, goal: number | undefined): string {
  if (goal === undefined) return "";
  return `target >= ${f2(goal)}  ${value >= goal ? "met" : "MISSED"}`;
}

function summaryLine(label: string, s: Summary, goal?: number, width = 10): string {
  const d = s.detection;
  return (
    `${label.padEnd(width)} F1 ${f2(s.meanF1)}  (${String(s.tables).padStart(2)} tables, ${String(s.files).padStart(2)} files)  ` +
    `exact ${s.exact}/${s.tables}  detection P ${f2(d.precision)} R ${f2(d.recall)}  ${target(s.meanF1, goal)}`
  ).trimEnd();
}

/** The summary block: pdftab's figures, the targets, and the peers beside them (docs/product.md, Accuracy and speed targets). */
export function summaryBlock(fig: AccuracyFigures, method: string): string {
  const lines = [
    `Summary (mean adjacency F1 over expected tables, method ${method}, no per-file settings)`,
    summaryLine("overall", fig.overall, ACCURACY_TARGETS.overall),
    summaryLine("lattice", fig.lattice, ACCURACY_TARGETS.lattice),
    summaryLine("stream", fig.stream, ACCURACY_TARGETS.stream),
    summaryLine("mixed", fig.mixed),
  ];
  if (fig.generated.files > 0) lines.push(summaryLine("generated", fig.generated));
  const classes = Object.entries(fig.classes ?? {});
  if (classes.length > 0) {
    lines.push("", "Generated fixtures by layout class (mean adjacency F1; detection P counts false tables):");
    for (const [name, s] of classes) lines.push(`  ${summaryLine(name, s, undefined, 17)}`);
  }
  lines.push(
    "",
    `Beside the peers (measured once on the same corpus with the same kind of scorer; docs/product.md, "Accuracy and speed targets"):`,
  );
  const rows = [
    { name: `pdftab ${method}`, f1: fig.overall.meanF1 },
    ...ACCURACY_PEERS.map((p) => ({ name: `${p.tool} ${p.mode}`, f1: p.f1 })),
  ].sort((a, b) => b.f1 - a.f1);
  for (const row of rows) lines.push(`  ${f2(row.f1)}  ${row.name}`);
  lines.push(
    `  target ${f2(ACCURACY_TARGETS.overall)} overall (product goal ${f2(ACCURACY_TARGETS.product)}), lattice and stream >= ${f2(ACCURACY_TARGETS.lattice)}`,
  );
  return lines.join("\n");
}
