/**
 * The fuzzy match behind PostgREST's "Perhaps you meant …" hints (the Haskell fuzzyset
 * package: 2- and 3-grams of the lower-cased word, cosine similarity, then the best 50
 * re-scored by Levenshtein distance). An exact match scores 1 and is returned alone. Pure.
 */

const normalize = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}\s,]/gu, '');

function grams(value: string, n: number): Map<string, number> {
  let s = `-${normalize(value)}-`;
  if (s.length < n) s += '-'.repeat(n - s.length);
  const out = new Map<string, number>();
  for (let i = 0; i + n <= s.length; i += 1) out.set(s.slice(i, i + n), (out.get(s.slice(i, i + n)) ?? 0) + 1);
  return out;
}

const norm = (v: Map<string, number>) => Math.sqrt([...v.values()].reduce((a, c) => a + c * c, 0));

function levenshtein(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const cur = [i];
    for (let j = 1; j <= b.length; j += 1)
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]!;
}

/** Candidates scoring at least `minScore`, best first, as [score, candidate]. */
export function fuzzyGet(candidates: string[], value: string, minScore = 0.33): [number, string][] {
  const unique = [...new Set(candidates)];
  const exact = unique.find((c) => normalize(c) === normalize(value));
  if (exact !== undefined) return [[1, exact]];
  for (const n of [3, 2]) {
    const q = grams(value, n);
    const scored = unique
      .map((c): [number, string] => {
        const v = grams(c, n);
        let dot = 0;
        for (const [g, k] of q) dot += k * (v.get(g) ?? 0);
        return [dot / (norm(q) * norm(v)), c];
      })
      .filter(([score]) => score > 0)
      .sort((a, b) => b[0] - a[0])
      .slice(0, 50)
      .map(([, c]): [number, string] => {
        const a = normalize(value);
        const b = normalize(c);
        return [1 - levenshtein(a, b) / Math.max(a.length, b.length), c];
      })
      .filter(([score]) => score >= minScore)
      .sort((a, b) => b[0] - a[0]);
    if (scored.length) return scored;
  }
  return [];
}

export const fuzzyOne = (candidates: string[], value: string, minScore = 0.33): string | undefined =>
  fuzzyGet(candidates, value, minScore)[0]?.[1];
