import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseInWorker } from '@/config/db-worker';

/** A browser's localStorage holding the `db_worker` key, or nothing. */
function browserWith(choice: string | null) {
  const values = new Map<string, string>(choice === null ? [] : [['db_worker', choice]]);
  vi.stubGlobal('window', { localStorage: { getItem: (key: string) => values.get(key) ?? null } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('where the device database runs', () => {
  it('runs in a worker by default, when the build says nothing', () => {
    browserWith(null);
    expect(databaseInWorker(undefined, true)).toBe(true);
    expect(databaseInWorker('', true)).toBe(true);
  });

  it('stays on the page in a build made with VITE_DB_WORKER=0', () => {
    browserWith(null);
    expect(databaseInWorker('0', true)).toBe(false);
    expect(databaseInWorker(' 0 ', true)).toBe(false);
  });

  it("follows one browser's db_worker key over the build's choice", () => {
    browserWith('0');
    expect(databaseInWorker(undefined, true)).toBe(false);
    browserWith('1');
    expect(databaseInWorker('0', true)).toBe(true);
  });

  it('stays on the page where the browser has no workers, whatever was chosen', () => {
    browserWith('1');
    expect(databaseInWorker(undefined, false)).toBe(false);
  });
});
