/**
 * Classifies a failed server call, following powersync's SupabaseConnector: Postgres classes
 * 22 (data exception) and 23 (integrity violation) and code 42501 (insufficient privilege)
 * are permanent — retrying cannot help, so the write is recorded for the user. An unreachable
 * server means offline; a rejected token waits for a fresh session; anything else is retried
 * with backoff.
 */
export type ErrorKind = 'network' | 'auth' | 'permanent' | 'transient';

export interface ClassifiedError {
  kind: ErrorKind;
  code: string | null;
  message: string;
}

const NETWORK =
  /fetch failed|failed to fetch|networkerror|network request failed|load failed|econnrefused|econnreset|enotfound|socket hang up/i;
const AUTH = /jwt expired|invalid jwt|jwt.*(malformed|invalid)|invalid token/i;

function fieldOf(err: unknown, key: string): unknown {
  return err && typeof err === 'object' && key in err ? (err as Record<string, unknown>)[key] : undefined;
}

export function errorMessage(err: unknown): string {
  const message = fieldOf(err, 'message');
  if (typeof message === 'string' && message) return message;
  return typeof err === 'string' ? err : (JSON.stringify(err) ?? String(err));
}

export function isPermanentCode(code: string | null): boolean {
  if (!code || !/^[0-9A-Z]{5}$/.test(code)) return false;
  return code.startsWith('22') || code.startsWith('23') || code === '42501';
}

export function classifyError(err: unknown): ClassifiedError {
  const rawCode = fieldOf(err, 'code');
  const code = typeof rawCode === 'string' && rawCode !== '' ? rawCode : null;
  const message = errorMessage(err);
  const details = String(fieldOf(err, 'details') ?? '');
  if (isPermanentCode(code)) return { kind: 'permanent', code, message };
  if (code?.startsWith('PGRST30') || AUTH.test(message) || fieldOf(err, 'status') === 401) {
    return { kind: 'auth', code, message };
  }
  if (!code && (NETWORK.test(message) || NETWORK.test(details) || err instanceof TypeError)) {
    return { kind: 'network', code, message };
  }
  return { kind: 'transient', code, message };
}

/** Throws a supabase-js `{ error }` result as a value that keeps its code and message. */
export function throwIfError(result: { error: unknown }): void {
  if (result.error) throw result.error;
}
