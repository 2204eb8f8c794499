/** What `node bench/dist/generate.js` was asked: its usage, or the fixtures to write (none named: every one). */
export type GenerateArgs = { help: true } | { help: false; only: string[] };

/**
 * Parses argv (without node and script) against the fixtures' names: `--help`/`-h` anywhere asks
 * for the usage (so it never writes fixtures); another word starting with `-`, or a name that is
 * no fixture, throws BENCH_USAGE pointing to --help.
 */
export function parseGenerateArgs(argv: readonly string[], names: readonly string[]): GenerateArgs {
  if (argv.some((arg) => arg === "--help" || arg === "-h")) return { help: true };
  const options = argv.filter((arg) => arg.startsWith("-"));
  if (options.length) throw new Error(`BENCH_USAGE: unknown option ${options.join(", ")}; see --help`);
  const unknown = argv.filter((name) => !names.includes(name));
  if (unknown.length) throw new Error(`BENCH_USAGE: unknown fixture ${unknown.join(", ")}; see --help`);
  return { help: false, only: [...argv] };
}

/** The usage text: how to call it, then every fixture by name with its kind and tool (bench/README.md, Generated fixtures). */
export function generateUsage(fixtures: readonly { name: string; kind: string; tool: string }[]): string {
  const width = Math.max(...fixtures.map((f) => f.name.length));
  return [
    "usage: node bench/dist/generate.js [NAME ...]",
    "Writes each named fixture (default: every one) to bench/fixtures as NAME.pdf and NAME.json,",
    "then bench/fixtures/INDEX.md. Chromium and LibreOffice fixtures need those programs",
    "(PDFTAB_CHROMIUM, PDFTAB_SOFFICE).",
    "",
    "options:",
    "  -h, --help  print this and exit",
    "",
    `fixtures (${fixtures.length}):`,
    ...fixtures.map((f) => `  ${f.name.padEnd(width)}  ${f.kind.padEnd(8)} ${f.tool}`),
  ].join("\n");
}
