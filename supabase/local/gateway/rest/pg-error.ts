/**
 * PostgreSQL errors to PostgREST responses: the SQLSTATE decides the HTTP status (PostgREST's
 * table), and the body carries the raw code, message, detail and hint. Pure.
 */
import { unavailableDetail, unavailableReason } from '../db-unavailable';
import { GatewayError, restError } from '../errors';

export interface PgErrorLike {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPgError(err: unknown): err is PgErrorLike {
  return (
    typeof err === 'object' &&
    err !== null &&
    typeof (err as PgErrorLike).code === 'string' &&
    // A socket error's code (EPIPE) can look like a SQLSTATE; those carry a syscall.
    !('syscall' in err) &&
    /^[0-9A-Z]{5}$/.test((err as PgErrorLike).code as string)
  );
}

export function statusForSqlState(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23505' || code === '23503') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === 'P0001') return 400;
  if (code === '22023') return 400;
  if (code === '53400') return 500;
  // PostgREST answers a statement timeout (57014) with 500; we answer 503 so callers retry, as
  // for every other "the database cannot serve this now" (see db-unavailable.ts).
  if (code === '57014' || /^57P0[123]$/.test(code)) return 503;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const cls = code.slice(0, 2);
  if (cls === 'P0') return 500;
  if (cls === '08' || cls === '53' || code === '57P01') return 503;
  if (cls === '28' || cls === '0L' || cls === '0P') return 403;
  if (['25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'XX'].includes(cls)) return 500;
  return 400;
}

export function fromPgError(err: PgErrorLike, role: string): GatewayError {
  const code = err.code ?? 'XX000';
  if (code === 'PGRST') return customRaise(err);
  // A write to a view that cannot take it (not automatically updatable, no INSTEAD OF trigger)
  // is the method's fault, not the server's: 405 with PostgreSQL's words, as for 25006.
  if (code === '55000' && /^cannot (insert into|update|delete from) view /.test(err.message))
    return restError(405, code, err.message, err.detail ?? null, err.hint ?? null);
  if (code === '22023' && /role .* does not exist/.test(err.message))
    return restError(401, code, err.message, err.detail ?? null, err.hint ?? null);
  return restError(statusForSqlState(code, role), code, err.message, err.detail ?? null, err.hint ?? null);
}

/**
 * A failure that is not the caller's fault but the database's state, as a 503: a lost or
 * refused connection gets PostgREST's own PGRST001 answer; SQLSTATE errors (timeout, disk
 * full) keep their code and message.
 */
export function unavailableError(err: unknown): GatewayError | null {
  if (!unavailableReason(err)) return null;
  if (isPgError(err)) return restError(503, err.code ?? 'XX000', err.message, err.detail ?? null, err.hint ?? null);
  // Retry-After lets postgrest-js retry reads after a second, as it does against PostgREST.
  return restError(503, 'PGRST001', 'Database client error. Retrying the connection.', unavailableDetail(err), null, {
    'Retry-After': '1',
  });
}

/** `raise sqlstate 'PGRST' using message = '{json}', detail = '{json}'`: a custom response. */
function customRaise(err: PgErrorLike): GatewayError {
  try {
    const body = JSON.parse(err.message) as Record<string, unknown>;
    const meta = JSON.parse(err.detail ?? '{}') as { status?: number; headers?: Record<string, string> };
    return new GatewayError(
      meta.status ?? 400,
      {
        code: body.code ?? null,
        message: body.message ?? null,
        details: body.details ?? null,
        hint: body.hint ?? null,
      },
      meta.headers ?? {},
    );
  } catch {
    return restError(500, 'PGRST121', 'Could not parse JSON in the "RAISE SQLSTATE \'PGRST\'" error', err.message);
  }
}
