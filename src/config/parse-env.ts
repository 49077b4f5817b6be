// Checks the build-time configuration. A build without a backend URL or key fails loudly at
// start-up instead of sending requests to nowhere.
export interface AppEnv {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** An OpenAI-compatible endpoint for Evee AI's free-form questions (online only); absent: none. */
  eveeAi?: { url: string; model: string | null };
}

const httpUrl = /^https?:\/\/[^\s/]+/;

export function parseEnv(raw: Record<string, string | undefined>): AppEnv {
  const url = raw.VITE_SUPABASE_URL?.trim();
  const key = raw.VITE_SUPABASE_ANON_KEY?.trim();
  const problems: string[] = [];
  if (!url) problems.push('VITE_SUPABASE_URL is not set');
  else if (!httpUrl.test(url)) problems.push(`VITE_SUPABASE_URL is not an http(s) URL: ${url}`);
  if (!key) problems.push('VITE_SUPABASE_ANON_KEY is not set');
  const aiUrl = raw.VITE_EVEE_AI_URL?.trim();
  if (aiUrl && !httpUrl.test(aiUrl)) problems.push(`VITE_EVEE_AI_URL is not an http(s) URL: ${aiUrl}`);
  if (problems.length) throw new Error(`Invalid configuration: ${problems.join('; ')}. See .env.example.`);
  const env: AppEnv = { supabaseUrl: url!.replace(/\/+$/, ''), supabaseAnonKey: key! };
  if (aiUrl) env.eveeAi = { url: aiUrl.replace(/\/+$/, ''), model: raw.VITE_EVEE_AI_MODEL?.trim() || null };
  return env;
}
