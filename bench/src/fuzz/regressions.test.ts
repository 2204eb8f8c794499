import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { extractTables, isEngineError, setLibraryLog } from "@pdftab/engine";
import { mixedPdf } from "@pdftab/engine/hostile";
import { describe, expect, it } from "vitest";
import { MUTATORS } from "./mutate.js";
import { Random } from "./random.js";

// MuPDF would print its repair warnings about every damaged case
setLibraryLog(null);

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../fixtures");

/** Runs one PDF in-process: a result, or an EngineError with a code; anything else fails the test. */
async function endsTyped(pdf: Uint8Array): Promise<string> {
  try {
    const result = await extractTables(pdf, { pageTimeoutMs: 2000, pages: "1" });
    const codes = result.pages.flatMap((p) => (p.status === "ok" ? [] : [p.error?.code ?? p.status]));
    expect(codes).not.toContain("internal_error");
    return codes.length ? `pages ${codes.join(",")}` : "ok";
  } catch (error) {
    if (isEngineError(error)) return error.code;
    throw error;
  }
}

describe("fuzz regressions", () => {
  const saved = readdirSync(path.join(fixtures, "fuzz")).filter((n) => n.endsWith(".pdf"));

  it.each(saved.length ? saved : ["(none yet)"])("%s ends with a result or a typed error", async (name) => {
    if (name === "(none yet)") return;
    const outcome = await endsTyped(new Uint8Array(readFileSync(path.join(fixtures, "fuzz", name))));
    expect(outcome).toMatch(/^(ok|pages .+|[a-z_]+)$/);
  });

  it("every mutator on every bench fixture gives a result or a typed error (seeded, 2 rounds)", async () => {
    const seeds = readdirSync(fixtures)
      .filter((n) => n.endsWith(".pdf"))
      .slice(0, 4);
    const random = new Random(7);
    const outcomes = new Map<string, number>();
    for (const name of seeds) {
      const pdf = new Uint8Array(readFileSync(path.join(fixtures, name)));
      for (const mutator of MUTATORS) {
        for (let round = 0; round < 2; round++) {
          const outcome = await endsTyped(mutator.apply(pdf, random));
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        }
      }
    }
    const total = [...outcomes.values()].reduce((a, b) => a + b, 0);
    expect(total).toBe(seeds.length * MUTATORS.length * 2);
    // the mutations do damage: not every case reads cleanly
    expect(outcomes.get("ok") ?? 0).toBeLessThan(total);
  });
});

describe("mutators", () => {
  it("are deterministic for a seed and change the bytes", () => {
    // a PDF with every feature the mutators look for: an xref table, /Length, /Count, references
    const pdf = mixedPdf(["table", "table"]);
    for (const mutator of MUTATORS) {
      const a = mutator.apply(pdf, new Random(3));
      const b = mutator.apply(pdf, new Random(3));
      expect(Buffer.compare(Buffer.from(a), Buffer.from(b)), mutator.name).toBe(0);
    }
    for (const mutator of MUTATORS) {
      const changes = [1, 2, 3, 4, 5].some(
        (seed) => Buffer.compare(Buffer.from(mutator.apply(pdf, new Random(seed))), Buffer.from(pdf)) !== 0,
      );
      expect(changes, mutator.name).toBe(true);
    }
  });
});
