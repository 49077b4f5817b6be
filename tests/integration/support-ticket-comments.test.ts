// The conversation on a support ticket: staff reply (the requester is notified and the ticket
// moves to in progress) or leave internal notes the requester never sees; the requester answers
// on their own ticket only; nobody else reads or writes a word of it.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStaff, sql } from '../fixtures/backend';
import { createUser, type TestUser } from '../fixtures/stack';

let staff: TestUser;
beforeAll(async () => {
  staff = await createUser();
  await makeStaff(staff, 'member');
});

async function openTicket(requester: TestUser) {
  const { data, error } = await requester.client
    .from('support_tickets')
    .insert({ category: 'account', subject: 'I cannot change my e-mail' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id as string;
}

const comment = (by: TestUser, ticketId: string, body: string, internal = false) =>
  by.client.from('support_ticket_comments').insert({ ticket_id: ticketId, body, internal });

describe('a support ticket conversation', () => {
  it('notifies the requester of a staff reply, hides internal notes from them, and moves the ticket along', async () => {
    const requester = await createUser();
    const ticketId = await openTicket(requester);
    expect((await comment(staff, ticketId, 'Checking with the auth team.', true)).error).toBeNull();
    expect((await comment(staff, ticketId, 'Fixed: try again now.')).error).toBeNull();

    const seen = await requester.client
      .from('support_ticket_comments')
      .select('body, internal, author_id')
      .eq('ticket_id', ticketId);
    expect(seen.data).toEqual([{ body: 'Fixed: try again now.', internal: false, author_id: staff.id }]);
    const staffSees = await staff.client.from('support_ticket_comments').select('body').eq('ticket_id', ticketId);
    expect(staffSees.data).toHaveLength(2);

    const notes = await sql<{ title: string; message: string; kind: string }>(
      `select title, message, data->>'kind' as kind from public.notifications
        where user_id = $1 and data->>'ticket_id' = $2`,
      [requester.id, ticketId],
    );
    expect(notes).toEqual([
      {
        title: 'Evee support replied: I cannot change my e-mail',
        message: 'Fixed: try again now.',
        kind: 'ticket_reply',
      },
    ]);
    const [ticket] = await sql<{ status: string }>('select status from public.support_tickets where id = $1', [
      ticketId,
    ]);
    expect(ticket!.status).toBe('in_progress');
  });

  it('lets the requester answer on their own ticket only, never as an internal note, and with no notification to themselves', async () => {
    const requester = await createUser();
    const stranger = await createUser();
    const ticketId = await openTicket(requester);
    expect((await comment(requester, ticketId, 'It says the address is invalid.')).error).toBeNull();
    expect((await comment(requester, ticketId, 'Sneaky note', true)).error).not.toBeNull();
    expect((await comment(stranger, ticketId, 'Me too')).error).not.toBeNull();
    expect((await stranger.client.from('support_ticket_comments').select('id').eq('ticket_id', ticketId)).data).toEqual(
      [],
    );
    const rows = await sql<{ body: string; author_id: string }>(
      'select body, author_id from public.support_ticket_comments where ticket_id = $1',
      [ticketId],
    );
    expect(rows).toEqual([{ body: 'It says the address is invalid.', author_id: requester.id }]);
    const notes = await sql(`select id from public.notifications where data->>'ticket_id' = $1`, [ticketId]);
    expect(notes).toEqual([]);
  });

  it('refuses an empty comment and stamps the author whatever the client says', async () => {
    const requester = await createUser();
    const ticketId = await openTicket(requester);
    expect((await comment(requester, ticketId, '   ')).error).not.toBeNull();
    const forged = await requester.client
      .from('support_ticket_comments')
      .insert({ ticket_id: ticketId, body: 'Hello', author_id: staff.id });
    expect(forged.error).toBeNull();
    const [row] = await sql<{ author_id: string }>(
      'select author_id from public.support_ticket_comments where ticket_id = $1',
      [ticketId],
    );
    expect(row!.author_id).toBe(requester.id);
  });
});
