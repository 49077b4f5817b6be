import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../fixtures/backend';
import { makeHiringWorld, makePlan, type HiringWorld } from '../fixtures/hiring';
import { anonClient } from '../fixtures/stack';

let w: HiringWorld;
let planId: string;

async function planRow(id: string) {
  const [row] = await sql<{ title: string; _deleted: boolean }>(
    `select title, _deleted from hiring_plans where id = $1`,
    [id],
  );
  return row;
}

beforeAll(async () => {
  w = await makeHiringWorld();
  planId = await makePlan(w.company.id, { title: 'Warehouse autonomy team', budget: 250000 });
});

describe('hiring plan policies', () => {
  it("shows a company's plans to every member, plain members included, and to nobody else", async () => {
    for (const user of [w.owner, w.planner, w.reviewer, w.member]) {
      const { data, error } = await user.client.from('hiring_plans').select('id, title').eq('id', planId);
      expect(error).toBeNull();
      expect(data).toEqual([{ id: planId, title: 'Warehouse autonomy team' }]);
    }
    for (const user of [w.otherMember, w.talent]) {
      expect((await user.client.from('hiring_plans').select('id').eq('company_id', w.company.id)).data).toEqual([]);
    }
    const anon = await anonClient().from('hiring_plans').select('id');
    expect(anon.error?.code).toBe('42501');
  });

  it('lets planners create plans, stamping the author and times on the server', async () => {
    const { data, error } = await w.planner.client
      .from('hiring_plans')
      .insert({
        company_id: w.company.id,
        title: 'Field service',
        positions: 2,
        created_by: w.owner.id,
        created_at: '2001-01-01T00:00:00Z',
        _deleted: true,
      })
      .select('title, status, priority, positions, created_by, created_at, _deleted')
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ title: 'Field service', status: 'propose', priority: 'medium', positions: 2 });
    expect(data).toMatchObject({ created_by: w.planner.id, _deleted: false });
    expect(Date.parse(data!.created_at as string)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses plans from plain members, recruiters, other companies, talent and signed-out visitors', async () => {
    for (const user of [w.member, w.reviewer, w.otherMember, w.talent]) {
      const res = await user.client.from('hiring_plans').insert({ company_id: w.company.id, title: 'Sneaky plan' });
      expect(res.error?.code).toBe('42501');
    }
    const anon = await anonClient().from('hiring_plans').insert({ company_id: w.company.id, title: 'Sneaky plan' });
    expect(anon.error?.code).toBe('42501');
    expect(await sql(`select 1 from hiring_plans where title = 'Sneaky plan'`)).toEqual([]);
  });

  it('lets planners edit and soft-delete plans, and keeps updated_at with the server', async () => {
    const id = await makePlan(w.company.id, { title: 'Data team' });
    const edit = await w.planner.client
      .from('hiring_plans')
      .update({ status: 'ongoing', deadline: '2027-03-31', updated_at: '2001-01-01T00:00:00Z' })
      .eq('id', id)
      .select('status, deadline, updated_at')
      .single();
    expect(edit.error).toBeNull();
    expect(edit.data).toMatchObject({ status: 'ongoing', deadline: '2027-03-31' });
    expect(Date.parse(edit.data!.updated_at as string)).toBeGreaterThan(Date.now() - 60_000);
    const remove = await w.owner.client.from('hiring_plans').update({ _deleted: true }).eq('id', id).select('_deleted');
    expect(remove.data).toEqual([{ _deleted: true }]);
  });

  it("refuses a change to a plan's company or author, naming the column", async () => {
    const move = await w.planner.client
      .from('hiring_plans')
      .update({ company_id: w.otherCompany.id })
      .eq('id', planId)
      .select();
    expect(move.error?.code).toBe('42501');
    const author = await w.planner.client.from('hiring_plans').update({ created_by: w.owner.id }).eq('id', planId);
    expect(author.error?.code).toBe('42501');
    expect(author.error?.message).toContain('created_by');
  });

  it('changes nothing when plain members, recruiters, other companies, talent or visitors update a plan', async () => {
    for (const user of [w.member, w.reviewer, w.otherMember, w.talent]) {
      const res = await user.client.from('hiring_plans').update({ title: 'Renamed' }).eq('id', planId).select();
      expect(res.data).toEqual([]);
    }
    const anon = await anonClient().from('hiring_plans').update({ title: 'Renamed' }).eq('id', planId);
    expect(anon.error?.code).toBe('42501');
    expect(await planRow(planId)).toEqual({ title: 'Warehouse autonomy team', _deleted: false });
  });

  it('refuses every hard delete, even by the owner: plans are soft-deleted', async () => {
    for (const user of [w.owner, w.member, w.otherMember, w.talent]) {
      const res = await user.client.from('hiring_plans').delete().eq('id', planId);
      expect(res.error?.code).toBe('42501');
    }
    expect((await anonClient().from('hiring_plans').delete().eq('id', planId)).error?.code).toBe('42501');
    expect(await planRow(planId)).toEqual({ title: 'Warehouse autonomy team', _deleted: false });
  });

  it('rejects out-of-range values with a check violation', async () => {
    for (const bad of [{ positions: 0 }, { budget: -1 }, { budget_currency: 'usd' }, { title: ' ' }]) {
      const res = await w.planner.client
        .from('hiring_plans')
        .insert({ company_id: w.company.id, title: 'Plan', ...bad });
      expect(res.error?.code, JSON.stringify(bad)).toBe('23514');
    }
  });
});
