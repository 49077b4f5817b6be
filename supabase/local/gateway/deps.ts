/** What the gateway's sub-apps are built from: passed in by the stack, never imported globally. */
import type pg from 'pg';
import type { RestConfig } from './rest/config';
import type { FairShareLimits } from './rest/fair-share';

export interface GatewayDeps {
  /** Pool of superuser connections; per-request code switches role inside a transaction. */
  pool: pg.Pool;
  /** Connection string of the same database, for services that need their own connection. */
  dbUrl: string;
  jwtSecret: string;
  /** Where Storage keeps the files' bytes (STACK_DIR/storage). */
  storageDir: string;
  /** The public base URL, e.g. http://127.0.0.1:54321 */
  publicUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  log: (line: string) => void;
  /** Access-token lifetime in seconds for the Auth service (default 3600). */
  jwtExpiry?: number;
  /** The app's URL, where Auth e-mail links return when no redirect_to is given (default http://localhost:4173). */
  siteUrl?: string;
  /**
   * Statement timeout in ms for every anon and authenticated REST request (default: hosted
   * Supabase's 3 s for anon, 8 s for authenticated); past it the caller gets a 503.
   */
  statementTimeoutMs?: number;
  /** Each REST caller's share of the pool (default DEFAULT_FAIR_SHARE in rest/fair-share.ts). */
  fairShare?: FairShareLimits;
  /** PostgREST's settings (PGRST_DB_*); unset ones keep hosted Supabase's defaults (rest/config.ts). */
  rest?: Partial<RestConfig>;
}
