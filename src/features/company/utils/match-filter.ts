// Candidates by match: the sort and the minimum kept in the address (?sort=match, ?match=75),
// and the colour a score is shown in.

export type CandidateSort = 'newest' | 'match';

/** The minimums offered, in percent. */
export const MATCH_MINIMUMS = [50, 75, 90] as const;

export const parseCandidateSort = (value: string | null): CandidateSort => (value === 'match' ? 'match' : 'newest');

export function parseMatchMinimum(value: string | null): number | null {
  const n = Number(value);
  return (MATCH_MINIMUMS as readonly number[]).includes(n) ? n : null;
}

/** An application without a score yet (written on this device, not yet sent) passes no minimum. */
export const meetsMinimum = (score: number | null, minimum: number | null) =>
  minimum === null || (score !== null && score >= minimum);

interface Scored {
  match_score: number | null;
  created_at: string;
}

/** Best match first; unscored last; the newest first among equals. */
export function byMatch(a: Scored, b: Scored): number {
  const sa = a.match_score ?? -1;
  const sb = b.match_score ?? -1;
  if (sa !== sb) return sb - sa;
  return a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0;
}

/** The list as the sort asks: as it came (newest first), or best match first. */
export const inMatchOrder = <T extends Scored>(list: T[], sort: CandidateSort): T[] =>
  sort === 'match' ? list.toSorted(byMatch) : list;

export function scorePalette(score: number) {
  return score >= 80 ? 'green' : score >= 60 ? 'yellow' : 'gray';
}
