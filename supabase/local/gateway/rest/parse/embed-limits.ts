/**
 * How much embedding one request may ask for. Every embed is a join (a to-many one a nested
 * aggregate), so `jobs?select=companies(jobs(companies(…)))` sixty levels deep runs until the
 * statement timeout, and a few dozen of them hold the whole connection pool. The parser counts
 * embeds and spreads as it reads them and refuses past the limits with 400 PGRST100 (PostgREST's
 * code for a query parameter it will not take), before any SQL is built. The app's deepest
 * real select embeds one level and two resources (sync/internal/placements.ts), so the limits
 * leave room for any legitimate query. Pure.
 */
import { restError } from '../../errors';

export const MAX_EMBED_DEPTH = 4;
export const MAX_EMBEDS = 20;

const HINT = `Embed at most ${MAX_EMBED_DEPTH} levels deep and at most ${MAX_EMBEDS} resources per request; split the request otherwise`;

export class EmbedBudget {
  private used = 0;

  constructor(private readonly select: string) {}

  /** Counts one embed at `depth` (1 for an embed of the root), or throws the 400. */
  take(relation: string, depth: number): void {
    this.used += 1;
    if (depth > MAX_EMBED_DEPTH) {
      throw restError(
        400,
        'PGRST100',
        `Embedding depth exceeds the limit of ${MAX_EMBED_DEPTH}`,
        `'${relation}' is embedded at depth ${depth} in the select parameter (${excerpt(this.select)})`,
        HINT,
      );
    }
    if (this.used > MAX_EMBEDS) {
      throw restError(
        400,
        'PGRST100',
        `Number of embedded resources exceeds the limit of ${MAX_EMBEDS}`,
        `'${relation}' is embedded resource number ${this.used} in the select parameter (${excerpt(this.select)})`,
        HINT,
      );
    }
  }
}

function excerpt(select: string): string {
  return select.length > 120 ? `${select.slice(0, 120)}…` : select;
}
