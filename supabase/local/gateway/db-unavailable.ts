/**
 * Whether a failure means "the database cannot serve this now" rather than "this request is
 * wrong": the connection refused, dropped or still starting up, a statement cancelled by its
 * timeout, or the server out of resources (disk full). Each service answers these with a 503
 * in its own protocol's shape, so callers retry instead of treating them as bugs (500) or
 * waiting forever. Pure.
 */

export type Unavailable = 'connection' | 'timeout' | 'resources';

/** Errors of the socket under a pg connection (Node system errors). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);

/** pg's own messages for a connection that is gone or could not be made in time. */
const CONNECTION_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable|Client was closed/i;

export function unavailableReason(err: unknown): Unavailable | null {
  if (typeof err !== 'object' || err === null) return null;
  const { code, message, syscall } = err as { code?: unknown; message?: unknown; syscall?: unknown };
  if (typeof syscall === 'string' || (typeof code === 'string' && SOCKET_CODES.has(code))) return 'connection';
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
    // 57014 query_canceled: here always our statement_timeout, since the gateway cancels nothing else.
    if (code === '57014') return 'timeout';
    // 57P01–57P03: the server shutting down, crashed, or not yet accepting connections.
    if (code.startsWith('08') || /^57P0[123]$/.test(code)) return 'connection';
    // Class 53, insufficient resources: disk full (53100), out of memory, too many connections.
    // 53400 (configuration limit exceeded) is a setting, not a passing state: PostgREST's 500 stays.
    if (code.startsWith('53') && code !== '53400') return 'resources';
    return null;
  }
  return typeof message === 'string' && CONNECTION_MESSAGES.test(message) ? 'connection' : null;
}

/** The detail line shown to callers: what happened, never a stack. */
export function unavailableDetail(err: unknown): string | null {
  const message = (err as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : null;
}
