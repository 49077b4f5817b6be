/** Turning a statement's outcome into PostgREST's status codes, Content-Range and body. Pure. */
import { restError } from '../errors';
import { contentType } from './media';
import type { RestRequest } from './request';

export interface Outcome {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

export interface StatementRow {
  total: string | null;
  page: string;
  body: string;
}

export const toRow = (r: StatementRow) => ({
  total: r.total === null ? null : Number(r.total),
  page: Number(r.page),
  body: r.body,
});

export function contentRange(offset: number, page: number, total: number | null): string {
  const t = total === null ? '*' : String(total);
  return page > 0 ? `${offset}-${offset + page - 1}/${t}` : `*/${t}`;
}

export function singularError(rows: number) {
  return restError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}

/** Status for a read: 206 when a counted read returned part of the total; 416 past the end. */
export function readOutcome(offset: number, page: number, total: number | null, body: string): Outcome {
  if (total !== null && offset > 0 && offset > total) {
    throw restError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
  }
  const partial = total !== null && (offset > 0 || offset + page < total);
  return { status: partial ? 206 : 200, body, headers: { 'Content-Range': contentRange(offset, page, total) } };
}

export function toResponse(req: RestRequest, o: Outcome): Response {
  const headers = new Headers(o.headers);
  if (req.profiled) headers.set('Content-Profile', req.schema);
  const hasBody = o.body !== null && o.status !== 204;
  if (hasBody) headers.set('Content-Type', contentType(req));
  return new Response(req.method === 'HEAD' || !hasBody ? null : o.body, { status: o.status, headers });
}
