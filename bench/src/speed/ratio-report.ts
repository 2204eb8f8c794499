import { SPEED_TARGETS } from "../accuracy/targets.js";
import type { SideBySide } from "./bare-ratios.js";

/** The engine and the CLI beside the bare MuPDF.js pass, and the CLI's peak RSS as pages grow. */
export interface RatioFigures {
  pages: number;
  warm: SideBySide;
  /** Whole processes; null when the CLI is not built. */
  process: SideBySide | null;
  /** The same with `--threads 2`. */
  processTwoThreads: SideBySide | null;
  /** Per output format (csv, json, xlsx), each written with -o FILE. */
  rss: CliRss[] | null;
}

/** The CLI's peak RSS on a small and on the big generated PDF, in one output format. */
export interface CliRss {
  format: string;
  smallPages: number;
  smallMb: number;
  bigPages: number;
  bigMb: number;
}

const verdict = (ok: boolean) => (ok ? "met" : "MISSED");

/** The printed lines, every figure beside its target. */
export function ratioLines(r: RatioFigures): string {
  const lines = [
    `warm/bare   ${r.warm.ratio.toFixed(2).padStart(7)}x       (engine ${r.warm.engineMs.toFixed(0)} ms vs bare MuPDF.js ${r.warm.bareMs.toFixed(0)} ms on ${r.pages} generated pages, in-process, medians of ${r.warm.rounds} alternate runs; CPU ${r.warm.cpuRatio.toFixed(2)}x)  target <= ${SPEED_TARGETS.warmBareRatio}  ${verdict(r.warm.ratio <= SPEED_TARGETS.warmBareRatio)}`,
  ];
  if (!r.process || !r.rss) {
    lines.push("cli/bare    not measured: packages/cli is not built (npm run build)");
    return lines.join("\n");
  }
  const p = r.process;
  lines.push(
    `cli/bare    ${p.ratio.toFixed(2).padStart(7)}x       (pdftab extract ${p.engineMs.toFixed(0)} ms vs bare pass ${p.bareMs.toFixed(0)} ms on ${r.pages} pages, whole processes, medians of ${p.rounds} alternate runs; CPU ${p.cpuRatio.toFixed(2)}x)  target <= ${SPEED_TARGETS.cliBareRatio}  ${verdict(p.ratio <= SPEED_TARGETS.cliBareRatio)}`,
  );
  const two = r.processTwoThreads;
  if (two)
    lines.push(
      `  2 threads ${two.ratio.toFixed(2).padStart(7)}x       (the same with --threads 2: ${two.engineMs.toFixed(0)} ms vs ${two.bareMs.toFixed(0)} ms; CPU ${two.cpuRatio.toFixed(2)}x)`,
    );
  for (const rss of r.rss) {
    const growth = rss.bigMb - rss.smallMb;
    lines.push(
      `CLI RSS     ${growth >= 0 ? "+" : ""}${growth.toFixed(0).padStart(6)} MB       (peak ${rss.smallMb.toFixed(0)} MB on ${rss.smallPages} pages, ${rss.bigMb.toFixed(0)} MB on ${rss.bigPages}, --format ${rss.format} -o FILE)  target <= +${SPEED_TARGETS.cliRssGrowthMb}  ${verdict(growth <= SPEED_TARGETS.cliRssGrowthMb)}`,
    );
  }
  return lines.join("\n");
}
