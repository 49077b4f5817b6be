import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/parse-env';

describe('build configuration', () => {
  it('reads the backend URL and anon key, dropping a trailing slash', () => {
    expect(parseEnv({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321/', VITE_SUPABASE_ANON_KEY: 'k' })).toEqual({
      supabaseUrl: 'http://127.0.0.1:54321',
      supabaseAnonKey: 'k',
    });
  });

  it('fails loudly, naming every missing or malformed value', () => {
    expect(() => parseEnv({})).toThrow(/VITE_SUPABASE_URL is not set; VITE_SUPABASE_ANON_KEY is not set/);
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'localhost', VITE_SUPABASE_ANON_KEY: 'k' })).toThrow(/not an http/);
  });
});
