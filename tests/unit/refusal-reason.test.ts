import { describe, expect, it } from 'vitest';
import { refusalReason } from '@/utils/refusal-reason';
import { refusedWriteLabel } from '@/utils/refused-write-label';

describe('the reason a refused write shows', () => {
  it('names what to do when the profile already exists on the server, never the constraint', () => {
    const reason = refusalReason({
      code: '23505',
      message: 'duplicate key value violates unique constraint "talent_profiles_user_id_key"',
    });
    expect(reason).toBe('Your profile already exists on the server; discard this copy to load it.');
  });

  it('reads a second application to a job as the product says it', () => {
    expect(
      refusalReason({
        code: '23505',
        message: 'duplicate key value violates unique constraint "job_applications_one_live_per_job"',
      }),
    ).toBe('You have already applied to this job.');
  });

  it('says which address is taken when two jobs of a company want the same one', () => {
    expect(
      refusalReason({
        code: '23505',
        message: 'duplicate key value violates unique constraint "jobs_company_slug_key"',
      }),
    ).toMatch(/^Another job of this company already uses this address/);
  });

  it('maps PostgreSQL codes to sentences when the constraint has no words of its own', () => {
    const cases: [string, string, RegExp][] = [
      ['23505', 'duplicate key value violates unique constraint "jobs_pkey"', /already has this/],
      [
        '23503',
        'insert or update on table "jobs" violates foreign key constraint "jobs_plan_fkey"',
        /no longer exists/,
      ],
      ['23502', 'null value in column "title" of relation "jobs" violates not-null constraint', /required field/],
      ['23514', 'new row for relation "jobs" violates check constraint "jobs_title_check"', /does not accept/],
      ['42501', 'new row violates row-level security policy for table "jobs"', /permission/],
      ['22001', 'value too long for type character varying(40)', /too long/],
      ['22P02', 'invalid input syntax for type uuid: "x"', /form the server expects/],
    ];
    for (const [code, message, words] of cases) {
      const reason = refusalReason({ code, message });
      expect(reason).toMatch(words);
      expect(reason).not.toContain('constraint');
      expect(reason).not.toContain('"');
    }
  });

  it('recognises a raw message without its code, as the form only has the message', () => {
    expect(refusalReason({ message: 'new row violates row-level security policy for table "saved_jobs"' })).toMatch(
      /permission/,
    );
  });

  it("keeps the database's own sentences, which are written for people", () => {
    expect(refusalReason({ code: '42501', message: 'Only a company owner can delete the company' })).toBe(
      'Only a company owner can delete the company.',
    );
    expect(refusalReason({ code: 'P0001', message: 'A hired application cannot be withdrawn.' })).toBe(
      'A hired application cannot be withdrawn.',
    );
  });

  it('falls back to a sentence for an unknown raw refusal', () => {
    expect(refusalReason({ code: 'XX000', message: 'internal error' })).toMatch(/^The server refused this change/);
  });
});

describe('what a refused write was', () => {
  it('names workspace records by their table and title', () => {
    expect(
      refusedWriteLabel({ table_name: 'workspace_records', attempted: { table: 'talent_profiles', row: {} } }),
    ).toBe('Talent profile');
    expect(
      refusedWriteLabel({
        table_name: 'workspace_records',
        attempted: { table: 'jobs', row: { title: 'Senior Engineer' } },
      }),
    ).toBe('Job: Senior Engineer');
    expect(refusedWriteLabel({ table_name: 'workspace_records', attempted: { table: 'jobs', row: {} } })).toBe('Job');
  });

  it('names messages by their words, clipped, and other collections by what they are', () => {
    expect(refusedWriteLabel({ table_name: 'conversation_messages', attempted: { content: 'See you at ten' } })).toBe(
      'Message: “See you at ten”',
    );
    const long = refusedWriteLabel({ table_name: 'conversation_messages', attempted: { content: 'x'.repeat(200) } });
    expect(long.length).toBeLessThan(60);
    expect(refusedWriteLabel({ table_name: 'user_profiles', attempted: {} })).toBe('Your name and photo');
    expect(refusedWriteLabel({ table_name: 'some_new_table', attempted: {} })).toBe('Some new table');
  });
});
