import { describe, expect, it } from 'vitest';
import { sql } from '../fixtures/backend';

const MIRRORED = [
  'notifications',
  'conversations',
  'conversation_participants',
  'conversation_messages',
  'user_roles',
  'company_team_members',
  'companies',
  'user_profiles',
  'internal_portal_users',
  'hiring_plans',
  'jobs',
  'job_applications',
  'talent_profiles',
  'saved_jobs',
  'job_alerts',
  'support_tickets',
  'recruiter_candidates',
  'recruiter_submissions',
  'recruiter_ownerships',
  'placements',
  'recruiter_campaigns',
  'campaign_recipients',
  'calendar_events',
  'interview_scorecards',
];

const CONTRACT_TABLES = [
  ...MIRRORED,
  'company_invitations',
  'notification_templates',
  'notification_queue',
  'email_outbox',
  'conversation_typing_indicators',
];

describe('schema catalog', () => {
  it('has row-level security enabled on every table in public', async () => {
    const rows = await sql<{ relname: string }>(`
      select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`);
    expect(rows.map((r) => r.relname)).toEqual([]);
  });

  it('has every table of the contract, each with a comment and at least one policy', async () => {
    const rows = await sql<{ relname: string; comment: string | null; policies: number }>(
      `
      select c.relname, obj_description(c.oid, 'pg_class') as comment,
             (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policies
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relname = any($1)`,
      [CONTRACT_TABLES],
    );
    expect(rows.map((r) => r.relname).sort()).toEqual([...CONTRACT_TABLES].sort());
    for (const row of rows) {
      expect(row.comment?.length ?? 0, row.relname).toBeGreaterThan(30);
      expect(row.policies, row.relname).toBeGreaterThan(0);
    }
  });

  it('gives every mirrored table a client-makeable uuid id, _deleted, _modified and the (_modified, id) index', async () => {
    for (const table of MIRRORED) {
      const cols = await sql<{
        column_name: string;
        data_type: string;
        is_nullable: string;
        column_default: string | null;
      }>(
        `select column_name, data_type, is_nullable, column_default from information_schema.columns
         where table_schema = 'public' and table_name = $1`,
        [table],
      );
      const col = (name: string) => cols.find((c) => c.column_name === name);
      expect(col('id'), table).toMatchObject({ data_type: 'uuid', column_default: 'gen_random_uuid()' });
      expect(col('_deleted'), table).toMatchObject({
        data_type: 'boolean',
        is_nullable: 'NO',
        column_default: 'false',
      });
      expect(col('_modified'), table).toMatchObject({ data_type: 'timestamp with time zone', is_nullable: 'NO' });

      const pk = await sql<{ cols: string }>(
        `select string_agg(a.attname, ',') as cols from pg_index i
         join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
         where i.indrelid = ('public.' || $1)::regclass and i.indisprimary`,
        [table],
      );
      expect(pk[0]?.cols, table).toBe('id');

      const index = await sql(
        `select 1 from pg_indexes where schemaname = 'public' and tablename = $1
         and indexdef like '%(_modified, id)'`,
        [table],
      );
      expect(index.length, `${table} (_modified, id) index`).toBe(1);
    }
  });

  it('has a trigger on every mirrored table that stamps _modified with clock_timestamp()', async () => {
    const rows = await sql<{ table: string }>(`
      select c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
      join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and p.proname = 'set_replication_modified'
        and (t.tgtype & 2) = 2 and (t.tgtype & 4) = 4 and (t.tgtype & 16) = 16`);
    expect(rows.map((r) => r.table).sort()).toEqual([...MIRRORED].sort());
    const [fn] = await sql<{ src: string }>(
      `select prosrc as src from pg_proc where proname = 'set_replication_modified'`,
    );
    expect(fn?.src).toContain('clock_timestamp()');
  });

  it('publishes every mirrored table and the typing indicators on supabase_realtime', async () => {
    const rows = await sql<{ tablename: string }>(
      `select tablename from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public'`,
    );
    const published = rows.map((r) => r.tablename);
    for (const table of [...MIRRORED, 'conversation_typing_indicators']) expect(published, table).toContain(table);
  });

  it("runs conversation_participants_detailed with the caller's rights so participant policies apply", async () => {
    const [view] = await sql<{ options: string[] }>(
      `select reloptions as options from pg_class where oid = 'public.conversation_participants_detailed'::regclass`,
    );
    expect(view?.options).toContain('security_invoker=true');
    const cols = await sql<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'conversation_participants_detailed'`,
    );
    expect(cols.map((c) => c.column_name)).toEqual(
      expect.arrayContaining([
        'conversation_id',
        'user_id',
        'unread_count',
        'last_read_at',
        'is_active',
        'profile_avatar_url',
        'display_name',
        'user_type',
        'participant_role',
      ]),
    );
  });

  it('declares every RPC of the specification with its argument names', async () => {
    const expected: Record<string, string[]> = {
      get_user_roles_simple: ['target_user_id'],
      get_user_companies_detailed: ['user_uuid'],
      activate_pending_user_profile: ['auth_user_id', 'user_email'],
      accept_company_invitation: ['invitation_id'],
      decline_company_invitation: ['invitation_id'],
      queue_notification: [
        'notification_type',
        'template_id',
        'channel',
        'recipient_user_id',
        'recipient_email',
        'template_variables',
        'company_id',
        'priority',
        'scheduled_for',
      ],
      send_notification_immediately: [
        'notification_type',
        'template_id',
        'channel',
        'recipient_user_id',
        'recipient_email',
        'template_variables',
        'company_id',
      ],
      process_notification_queue_batch: ['batch_size'],
      get_conversation_messages_paginated: ['conversation_id_param', 'cursor_id', 'page_size', 'direction'],
      mark_conversation_as_read: ['conversation_id_param', 'user_id_param'],
      mark_notifications_read: ['notification_ids'],
      open_application_conversation: ['application_id'],
      change_company_member_role: ['member_id', 'new_role'],
      remove_company_member: ['member_id'],
    };
    const rows = await sql<{ proname: string; args: string[]; definer: boolean; config: string[] | null }>(
      `
      select p.proname, (select array_agg(n order by o) from unnest(p.proargnames) with ordinality as x(n, o)
                          where p.proargmodes is null or p.proargmodes[o] in ('i', 'b')) as args,
             p.prosecdef as definer, p.proconfig as config
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.proname = any($1)`,
      [Object.keys(expected)],
    );
    expect(rows.map((r) => r.proname).sort()).toEqual(Object.keys(expected).sort());
    for (const row of rows) {
      expect(row.args, row.proname).toEqual(expected[row.proname]);
      expect(row.definer, row.proname).toBe(true);
      expect(
        row.config?.some((c) => c.startsWith('search_path=')),
        row.proname,
      ).toBe(true);
    }
  });

  it('pins search_path on every SECURITY DEFINER function the migrations create', async () => {
    const rows = await sql<{ name: string }>(`
      select n.nspname || '.' || p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private') and p.prosecdef
        and not coalesce(exists (select 1 from unnest(p.proconfig) c where c like 'search_path=%'), false)`);
    expect(rows).toEqual([]);
  });
});
