/** Command-line settings of the accuracy benchmark. */
export interface AccuracyArgs {
  /** Run only this file (name with or without .pdf/.json). */
  file?: string;
  json: boolean;
  method: "auto" | "lattice" | "stream";
  /** Which sets to run. */
  sets: Array<"corpus" | "generated">;
  /** An earlier accuracy.json to print per-file F1 changes against. */
  baseline?: string;
  /** Write the engine's debug image of every imperfect table's page into this folder. */
  debugImages?: string;
  /** Extract with stitch: true and score multi-page fixtures against their stitched tables. */
  stitch: boolean;
  /** Write bench/results/accuracy.json (only for a full auto run unless forced). */
  write: boolean;
  /** Score scanned copies (300 dpi clean, 200 dpi worn) beside the born-digital files, with OCR. */
  scanned: boolean;
  /** Only the first N files of each set (scanned runs take seconds a page). */
  limit?: number;
  /** Only files whose name contains this text (e.g. "borderless"). */
  match?: string;
  /** With --scanned: the scan variants to score, by name (default the two of SCAN_VARIANTS). */
  wear?: string[];
}

const USAGE = `usage: node bench/dist/accuracy.js [--file NAME] [--json] [--method auto|lattice|stream]
       [--only corpus|generated] [--stitch] [--debug-images DIR] [--baseline FILE] [--no-write]
       [--scanned [--limit N] [--wear NAME,...]] [--match TEXT]`;

/** Parses argv (without node and script); throws BENCH_USAGE on anything unknown. */
export function parseAccuracyArgs(argv: string[]): AccuracyArgs {
  const args: AccuracyArgs = {
    json: false,
    method: "auto",
    sets: ["corpus", "generated"],
    stitch: false,
    write: true,
    scanned: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`BENCH_USAGE: ${flag} needs a value\n${USAGE}`);
      return v;
    };
    if (flag === "--file") args.file = value().replace(/\.(pdf|json)$/u, "");
    else if (flag === "--json") args.json = true;
    else if (flag === "--no-write") args.write = false;
    else if (flag === "--stitch") args.stitch = true;
    else if (flag === "--scanned") args.scanned = true;
    else if (flag === "--limit") {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 1)
        throw new Error(`BENCH_USAGE: --limit needs a positive whole number\n${USAGE}`);
      args.limit = n;
    } else if (flag === "--match") args.match = value();
    else if (flag === "--wear") args.wear = value().split(",").filter(Boolean);
    else if (flag === "--debug-images") args.debugImages = value();
    else if (flag === "--baseline") args.baseline = value();
    else if (flag === "--method") {
      const m = value();
      if (m !== "auto" && m !== "lattice" && m !== "stream")
        throw new Error(`BENCH_USAGE: bad --method ${m}\n${USAGE}`);
      args.method = m;
    } else if (flag === "--only") {
      const s = value();
      if (s !== "corpus" && s !== "generated") throw new Error(`BENCH_USAGE: bad --only ${s}\n${USAGE}`);
      args.sets = [s];
    } else throw new Error(`BENCH_USAGE: unknown argument ${flag}\n${USAGE}`);
  }
  // Published figures must come from the full corpus in auto mode.
  if (
    args.file !== undefined ||
    args.method !== "auto" ||
    args.sets.length !== 2 ||
    args.stitch ||
    args.scanned ||
    args.limit !== undefined ||
    args.match !== undefined
  )
    args.write = false;
  return args;
}

/** Whether `--file` and `--match` let a file (name without extension) through. */
export function chosenFile(args: Pick<AccuracyArgs, "file" | "match">, name: string): boolean {
  return (args.file === undefined || name === args.file) && (args.match === undefined || name.includes(args.match));
}
