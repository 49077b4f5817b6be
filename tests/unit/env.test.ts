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

  it('reads an optional Evee AI endpoint and model, and refuses one that is not a URL', () => {
    const base = { VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: 'k' };
    expect(parseEnv(base).eveeAi).toBeUndefined();
    expect(parseEnv({ ...base, VITE_EVEE_AI_URL: 'https://ai.example.com/v1/' }).eveeAi).toEqual({
      url: 'https://ai.example.com/v1',
      model: null,
    });
    expect(
      parseEnv({ ...base, VITE_EVEE_AI_URL: 'http://127.0.0.1:8080', VITE_EVEE_AI_MODEL: 'small' }).eveeAi,
    ).toEqual({
      url: 'http://127.0.0.1:8080',
      model: 'small',
    });
    expect(() => parseEnv({ ...base, VITE_EVEE_AI_URL: 'ai.example.com' })).toThrow(/VITE_EVEE_AI_URL is not an http/);
  });
});
