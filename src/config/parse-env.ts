// Checks the build-time configuration. A build without a backend URL or key fails loudly at
// start-up instead of sending requests to nowhere.
export interface AppEnv {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

export function parseEnv(raw: Record<string, string | undefined>): AppEnv {
  const url = raw.VITE_SUPABASE_URL?.trim();
  const key = raw.VITE_SUPABASE_ANON_KEY?.trim();
  const problems: string[] = [];
  if (!url) problems.push('VITE_SUPABASE_URL is not set');
  else if (!/^https?:\/\/[^\s/]+/.test(url)) problems.push(`VITE_SUPABASE_URL is not an http(s) URL: ${url}`);
  if (!key) problems.push('VITE_SUPABASE_ANON_KEY is not set');
  if (problems.length) throw new Error(`Invalid configuration: ${problems.join('; ')}. See .env.example.`);
  return { supabaseUrl: url!.replace(/\/+$/, ''), supabaseAnonKey: key! };
}
