import { describe, expect, it } from 'vitest';
import { unavailableReason } from '../../supabase/local/gateway/db-unavailable';
import { statusForSqlState, unavailableError } from '../../supabase/local/gateway/rest/pg-error';

const socketError = (code: string) => Object.assign(new Error(`read ${code}`), { code, syscall: 'read', errno: -32 });

describe('telling a database that cannot serve now from a bad request', () => {
  it('sees lost, refused and not-yet-ready connections', () => {
    expect(unavailableReason(socketError('ECONNREFUSED'))).toBe('connection');
    expect(unavailableReason(socketError('EPIPE'))).toBe('connection');
    expect(unavailableReason(new Error('Connection terminated unexpectedly'))).toBe('connection');
    expect(unavailableReason(new Error('timeout exceeded when trying to connect'))).toBe('connection');
    expect(unavailableReason({ code: '57P03', message: 'the database system is starting up' })).toBe('connection');
    expect(unavailableReason({ code: '57P01', message: 'terminating connection due to administrator command' })).toBe(
      'connection',
    );
    expect(unavailableReason({ code: '08006', message: 'connection failure' })).toBe('connection');
  });

  it('sees statement timeouts and a full disk, but not a configuration limit or a caller mistake', () => {
    expect(unavailableReason({ code: '57014', message: 'canceling statement due to statement timeout' })).toBe(
      'timeout',
    );
    expect(unavailableReason({ code: '53100', message: 'No space left on device' })).toBe('resources');
    expect(unavailableReason({ code: '53200', message: 'out of memory' })).toBe('resources');
    expect(unavailableReason({ code: '53400', message: 'configuration limit exceeded' })).toBeNull();
    expect(unavailableReason({ code: '23505', message: 'duplicate key' })).toBeNull();
    expect(unavailableReason(new Error('something else'))).toBeNull();
    expect(unavailableReason(null)).toBeNull();
  });

  it('answers REST callers with a 503: PGRST001 for a lost connection, the SQLSTATE otherwise', () => {
    expect(unavailableError(socketError('EPIPE'))).toMatchObject({
      status: 503,
      body: {
        code: 'PGRST001',
        message: 'Database client error. Retrying the connection.',
        details: 'read EPIPE',
        hint: null,
      },
      headers: { 'Retry-After': '1' },
    });
    expect(unavailableError({ code: '57014', message: 'canceling statement due to statement timeout' })).toMatchObject({
      status: 503,
      body: { code: '57014', message: 'canceling statement due to statement timeout', details: null, hint: null },
    });
    expect(unavailableError({ code: '42703', message: 'column does not exist' })).toBeNull();
    expect(statusForSqlState('57014', 'authenticated')).toBe(503);
    expect(statusForSqlState('53100', 'authenticated')).toBe(503);
    expect(statusForSqlState('53400', 'authenticated')).toBe(500);
    expect(statusForSqlState('57P03', 'anon')).toBe(503);
  });
});
