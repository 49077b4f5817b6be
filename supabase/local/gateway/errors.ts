/**
 * The gateway's one error type. Handlers throw a GatewayError with the body already in the
 * shape its upstream service uses (PostgREST's {code,message,details,hint} or GoTrue's
 * {code,message}); the app's error handler turns it into the response. Anything else thrown
 * is a bug and becomes a 500 with a logged stack, never a crash.
 */
export class GatewayError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : `gateway error ${status}`);
    this.name = 'GatewayError';
  }
}

/** PostgREST's error body: code, message, details, hint. */
export function restError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
  headers: Record<string, string> = {},
): GatewayError {
  return new GatewayError(status, { code, message, details, hint }, headers);
}

/** GoTrue's 2024-01-01 error body: a string code and a message (plus extras such as weak_password). */
export function authError(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): GatewayError {
  return new GatewayError(
    status,
    { code, message, msg: message, ...extra },
    { 'X-Supabase-Api-Version': '2024-01-01' },
  );
}
