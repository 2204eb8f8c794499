/**
 * Where the warm engine's time goes: a CPU profile of warm extractions of the
 * generated table-heavy PDF in this process, summed by engine stage (the
 * folder of each sampled frame) and by function (bench/README.md, "Where the
 * warm engine's time goes after the read").
 * Usage: node bench/dist/profile.js [--pages 24] [--runs 60] [--top 10] [--out FILE.cpuprofile]
 */
import { writeFile } from "node:fs/promises";
import os from "node:os";
import { Session } from "node:inspector/promises";
import { loadExtractTables } from "./engine.js";
import { tableHeavyPdf } from "./speed/big-pdf.js";
import { summariseProfile, type CpuProfile } from "./speed/profile-stages.js";

function parseArgs(argv: string[]) {
  const args = { pages: 24, runs: 60, top: 10, out: "" };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[++i];
    if (flag === "--out" && value) args.out = value;
    else if (
      (flag === "--pages" || flag === "--runs" || flag === "--top") &&
      Number.isInteger(Number(value)) &&
      Number(value) > 0
    )
      args[flag.slice(2) as "pages" | "runs" | "top"] = Number(value);
    else throw new Error(`BENCH_USAGE: unknown or incomplete option ${flag ?? ""}`);
  }
  return args;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const extractTables = loadExtractTables();
  const pdf = tableHeavyPdf(args.pages);
  // Warm-ups first, so the profile shows the optimised engine a long-running worker runs.
  for (let i = 0; i < 3; i++) await extractTables(pdf);
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 200 });
  const load = os.loadavg()[0]!;
  const cpuStart = process.cpuUsage();
  await session.post("Profiler.start");
  for (let i = 0; i < args.runs; i++) await extractTables(pdf);
  const { profile } = (await session.post("Profiler.stop")) as unknown as { profile: CpuProfile };
  const cpu = process.cpuUsage(cpuStart);
  session.disconnect();
  if (args.out) await writeFile(args.out, JSON.stringify(profile));
  const summary = summariseProfile(profile, args.top);
  const pct = (share: number) => `${(100 * share).toFixed(1).padStart(5)}%`;
  console.log(
    `${args.runs} warm extractions of ${args.pages} generated pages: ${((cpu.user + cpu.system) / 1000 / args.runs).toFixed(1)} ms CPU each, ` +
      `${summary.totalMs.toFixed(0)} ms sampled (load ${load.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after)`,
  );
  console.log("\nby stage (self time):");
  for (const s of summary.stages) console.log(`  ${pct(s.share)} ${s.ms.toFixed(0).padStart(7)} ms  ${s.name}`);
  console.log(`\nhottest ${args.top} functions (self time):`);
  for (const f of summary.functions) console.log(`  ${pct(f.share)} ${f.ms.toFixed(0).padStart(7)} ms  ${f.name}`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
