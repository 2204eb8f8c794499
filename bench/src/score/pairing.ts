/** One expected table paired with one extracted table. */
export interface Pair {
  expected: number;
  extracted: number;
  score: number;
}

/** Beyond this many candidates the exhaustive search gives way to a greedy one. */
const EXHAUSTIVE_LIMIT = 20;

/**
 * Pairs expected tables with extracted tables one to one so that the sum of
 * scores is highest (scores[i][j] = F1 of extracted j against expected i).
 * Pairs scoring 0 are left out: an extracted table sharing no relation with
 * an expected one did not find it. Pages hold few tables, so an exact search
 * over subsets is cheap; a greedy pass covers pathological pages.
 */
export function bestPairing(scores: number[][]): Pair[] {
  const candidates = scores[0]?.length ?? 0;
  const pairs = candidates <= EXHAUSTIVE_LIMIT ? exhaustive(scores) : greedy(scores);
  return pairs.filter((p) => p.score > 0).sort((a, b) => a.expected - b.expected);
}

function exhaustive(scores: number[][]): Pair[] {
  const memo = new Map<string, { total: number; pairs: Pair[] }>();
  const solve = (i: number, used: number): { total: number; pairs: Pair[] } => {
    if (i >= scores.length) return { total: 0, pairs: [] };
    const key = `${i}:${used}`;
    const cached = memo.get(key);
    if (cached) return cached;
    let best = solve(i + 1, used);
    const row = scores[i] ?? [];
    row.forEach((score, j) => {
      if (score <= 0 || used & (1 << j)) return;
      const rest = solve(i + 1, used | (1 << j));
      if (rest.total + score > best.total) {
        best = { total: rest.total + score, pairs: [{ expected: i, extracted: j, score }, ...rest.pairs] };
      }
    });
    memo.set(key, best);
    return best;
  };
  return solve(0, 0).pairs;
}

function greedy(scores: number[][]): Pair[] {
  const all: Pair[] = scores.flatMap((row, i) => row.map((score, j) => ({ expected: i, extracted: j, score })));
  all.sort((a, b) => b.score - a.score);
  const takenExpected = new Set<number>();
  const takenExtracted = new Set<number>();
  const pairs: Pair[] = [];
  for (const p of all) {
    if (takenExpected.has(p.expected) || takenExtracted.has(p.extracted)) continue;
    takenExpected.add(p.expected);
    takenExtracted.add(p.extracted);
    pairs.push(p);
  }
  return pairs;
}
