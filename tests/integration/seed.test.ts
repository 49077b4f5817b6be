import { describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SEED, sql } from '../fixtures/backend';
import { anonClient, DEMO_PASSWORD, signIn, stack } from '../fixtures/stack';

async function roles(client: SupabaseClient, userId: string): Promise<string[]> {
  const { data, error } = await client.rpc('get_user_roles_simple', { target_user_id: userId });
  expect(error).toBeNull();
  return (data as { role_type: string }[]).map((r) => r.role_type).sort();
}

describe('demo seed', () => {
  it('lets every demo account sign in with the demo password', async () => {
    for (const email of [
      'talent@evee.dev',
      'company@evee.dev',
      'recruiter@evee.dev',
      'internal@evee.dev',
      'all@evee.dev',
    ]) {
      const { data, error } = await anonClient().auth.signInWithPassword({ email, password: DEMO_PASSWORD });
      expect(error, email).toBeNull();
      expect(data.user?.email).toBe(email);
    }
  });

  it('gives each demo account exactly its workspaces', async () => {
    const talent = await signIn('talent@evee.dev', DEMO_PASSWORD);
    expect(await roles(talent, SEED.users.talent)).toEqual(['talent']);

    const company = await signIn('company@evee.dev', DEMO_PASSWORD);
    const companyRoles = await roles(company, SEED.users.company);
    expect(companyRoles).not.toContain('talent');
    expect(companyRoles).toEqual(['company_admin', 'company_admin']);

    const recruiter = await signIn('recruiter@evee.dev', DEMO_PASSWORD);
    expect(await roles(recruiter, SEED.users.recruiter)).toEqual(['recruiter']);

    const internal = await signIn('internal@evee.dev', DEMO_PASSWORD);
    expect(await roles(internal, SEED.users.internal)).toEqual(['internal_owner']);
    const portal = await internal
      .from('internal_portal_users')
      .select('user_id, member_role')
      .eq('user_id', SEED.users.internal);
    expect(portal.data).toEqual([{ user_id: SEED.users.internal, member_role: 'owner' }]);

    const all = await signIn('all@evee.dev', DEMO_PASSWORD);
    expect(await roles(all, SEED.users.all)).toEqual(['company_member', 'internal_admin', 'recruiter', 'talent']);
    const allCompanies = await all.rpc('get_user_companies_detailed', { user_uuid: SEED.users.all });
    expect(allCompanies.data).toHaveLength(1);
  });

  it('makes company@ owner of Acme Robotics and admin of Globex, each with a logo the app serves', async () => {
    const company = await signIn('company@evee.dev', DEMO_PASSWORD);
    const { data, error } = await company.rpc('get_user_companies_detailed', { user_uuid: SEED.users.company });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        company_id: SEED.companies.acme,
        company_name: 'Acme Robotics',
        company_logo_url: '/storage/v1/object/public/company-logos/c0000000-0000-4000-8000-000000000001/logo.png',
        company_identifier: 'acme',
        user_role: 'company_owner',
      },
      {
        company_id: SEED.companies.globex,
        company_name: 'Globex',
        company_logo_url: '/storage/v1/object/public/company-logos/c0000000-0000-4000-8000-000000000002/logo.png',
        company_identifier: 'globex',
        user_role: 'company_admin',
      },
    ]);
    for (const { company_logo_url: logo } of data as { company_logo_url: string }[]) {
      const res = await fetch(`${stack().url}${logo}`);
      expect(res.status, logo).toBe(200);
      expect(res.headers.get('content-type'), logo).toBe('image/png');
    }
  });

  it('gives talent@ unread notifications of all five types, one a pending invitation to Acme Robotics', async () => {
    const talent = await signIn('talent@evee.dev', DEMO_PASSWORD);
    const { data, error } = await talent
      .from('notifications')
      .select('id, type, title, message, data, read, created_at')
      .eq('read', false)
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    const types = new Set((data ?? []).map((n) => n.type));
    expect([...types].sort()).toEqual(['application', 'chat', 'company_invitation', 'grading', 'interview']);
    const invitation = data!.find((n) => n.type === 'company_invitation')!;
    expect(invitation.data).toMatchObject({
      requires_action: true,
      invitation_id: SEED.invitations.talentToAcme,
      company_name: 'Acme Robotics',
      company_logo: '/storage/v1/object/public/company-logos/c0000000-0000-4000-8000-000000000001/logo.png',
      role: 'company_member',
      invited_by: 'Daniel Reyes',
    });
    expect(invitation.data.processed_at).toBeUndefined();
    for (const n of data!) expect(Date.parse(n.created_at)).toBeLessThan(Date.now() + 1000);
  });

  it('has a direct talent–company conversation with just those two, a group and an application conversation, each with messages', async () => {
    const talent = await signIn('talent@evee.dev', DEMO_PASSWORD);
    const direct = await talent
      .from('conversation_participants_detailed')
      .select('user_id, display_name, user_type')
      .eq('conversation_id', SEED.conversations.direct);
    expect(direct.data?.map((p) => p.user_id).sort()).toEqual([SEED.users.talent, SEED.users.company]);

    const rows = await sql<{
      id: string;
      conversation_type: string;
      conversation_category: string;
      job_application_id: string | null;
      messages: number;
    }>(
      `
      select c.id, c.conversation_type, c.conversation_category, c.job_application_id,
             (select count(*)::int from conversation_messages m where m.conversation_id = c.id) as messages
      from conversations c where c.id = any($1)`,
      [Object.values(SEED.conversations)],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(SEED.conversations.direct)).toMatchObject({ conversation_type: 'direct' });
    expect(byId.get(SEED.conversations.group)).toMatchObject({ conversation_type: 'group' });
    expect(byId.get(SEED.conversations.application)).toMatchObject({ conversation_category: 'application' });
    expect(byId.get(SEED.conversations.application)?.job_application_id).toMatch(/^[0-9a-f-]{36}$/);
    for (const row of rows) expect(row.messages, row.id).toBeGreaterThan(1);
  });

  it('seeds notification templates, queued notifications and realistic, dated content', async () => {
    const internal = await signIn('internal@evee.dev', DEMO_PASSWORD);
    // The seed's own templates: other tests add and remove theirs while this one runs.
    const seeded = [
      'company_invitation_email',
      'application_received',
      'interview_scheduled_email',
      'chat_digest_email',
    ];
    const templates = await internal.from('notification_templates').select('id, body').in('id', seeded);
    expect(templates.data!.map((t) => t.id).sort()).toEqual([...seeded].sort());
    expect(templates.data!.every((t) => /\{\{\w+\}\}/.test(t.body))).toBe(true);
    const queued = await sql<{ n: number }>(
      `select count(*)::int as n from notification_queue where id::text like '9a000000-%'`,
    );
    expect(queued[0]!.n).toBeGreaterThanOrEqual(2);
    const texts = await sql<{ text: string }>(`
      select content as text from conversation_messages union all select title from notifications
      union all select description from companies where description is not null`);
    for (const { text } of texts) expect(text).not.toMatch(/lorem|ipsum|placeholder|todo|test message|foo|bar baz/i);
  });
});
