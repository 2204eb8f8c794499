/**
 * Regenerates bench/fixtures: test PDFs for what the corpus lacks, each with
 * its expected tables written from the source data.
 * Usage: node bench/dist/generate.js [NAME ...]   (default: every fixture); --help lists them
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fixturesDir, loadCorpus } from "./corpus/load.js";
import { allFixtures } from "./generate/all.js";
import { generateUsage, parseGenerateArgs } from "./generate/args.js";
import { fixturesIndex } from "./generate/index-md.js";
import { writeFixture } from "./generate/write-fixture.js";

async function main(): Promise<void> {
  const args = parseGenerateArgs(
    process.argv.slice(2),
    allFixtures.map((f) => f.name),
  );
  if (args.help) {
    console.log(generateUsage(allFixtures));
    return;
  }
  const { only } = args;
  await mkdir(fixturesDir, { recursive: true });
  for (const fixture of allFixtures) {
    if (only.length && !only.includes(fixture.name)) continue;
    const entry = await writeFixture(fixturesDir, fixture, await fixture.build());
    console.log(
      `${fixture.name.padEnd(36)} ${fixture.kind.padEnd(8)} ${entry.tables.length} table(s), ${entry.pdf_pages} page(s)`,
    );
  }
  // The index lists every fixture on disk, so regenerating a few keeps it whole.
  const onDisk = await loadCorpus(fixturesDir);
  const rows = allFixtures.flatMap((fixture) => {
    const entry = onDisk.find((e) => e.name === fixture.name);
    return entry ? [{ fixture, entry }] : [];
  });
  await writeFile(path.join(fixturesDir, "INDEX.md"), fixturesIndex(rows));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
