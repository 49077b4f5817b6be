/**
 * Pure parsing of admin request fields: GoTrue's ban_duration (a Go duration such as "24h" or
 * "1h30m", or "none") and the page/per_page of the user list with its Link header.
 */

const UNIT_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** Milliseconds of a Go duration, 0 for "none", or null when it does not parse. */
export function parseBanDuration(value: string): number | null {
  if (value === 'none') return 0;
  const parts = /^(?:\d+(?:\.\d+)?(?:ns|us|µs|ms|s|m|h))+$/.test(value)
    ? value.match(/\d+(?:\.\d+)?(?:ns|us|µs|ms|s|m|h)/g)
    : null;
  if (!parts) return null;
  return parts.reduce((sum, part) => {
    const [, n, unit] = /^(\d+(?:\.\d+)?)(.+)$/.exec(part)!;
    return sum + Number(n) * UNIT_MS[unit!]!;
  }, 0);
}

export interface Page {
  page: number;
  perPage: number;
}

/** page and per_page as auth-js sends them (empty strings when omitted); null if not positive integers. */
export function parsePage(page: string | undefined, perPage: string | undefined): Page | null {
  const p = page ? Number(page) : 1;
  const pp = perPage ? Number(perPage) : 50;
  if (!Number.isInteger(p) || !Number.isInteger(pp) || p < 1 || pp < 1) return null;
  return { page: p, perPage: Math.min(pp, 1000) };
}

/** GoTrue's Link header: `next` only when more pages exist, `last` always, rel quoted, page first. */
export function linkHeader(path: string, { page, perPage }: Page, total: number): string {
  const last = Math.max(1, Math.ceil(total / perPage));
  const link = (n: number, rel: string) => `<${path}?page=${n}&per_page=${perPage}>; rel="${rel}"`;
  return [page < last ? link(page + 1, 'next') : null, link(last, 'last')].filter(Boolean).join(', ');
}
