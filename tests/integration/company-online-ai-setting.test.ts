// companies.online_ai_summaries: a company's choice to let its hiring team send candidate
// summary facts to the Online AI. Off for every company until an owner or admin turns it on.
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, makeCompany, type TestCompany } from '../fixtures/backend';
import { createUser, type TestUser } from '../fixtures/stack';

let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let outsider: TestUser;
let company: TestCompany;

const flag = async (who: TestUser) =>
  (await who.client.from('companies').select('online_ai_summaries').eq('id', company.id).single()).data
    ?.online_ai_summaries;

beforeAll(async () => {
  [owner, admin, member, outsider] = await Promise.all([createUser(), createUser(), createUser(), createUser()]);
  company = await makeCompany(owner, 'Online AI Setting Co');
  await Promise.all([addMember(company.id, admin, 'company_admin'), addMember(company.id, member, 'hr_manager')]);
});

describe('the Online AI summaries setting', () => {
  it('is off for a new company, even one created asking for it on', async () => {
    expect(await flag(owner)).toBe(false);
    const direct = await outsider.client
      .from('companies')
      .insert({
        name: 'Direct Co',
        identifier: `direct-${Date.now()}`,
        created_by: outsider.id,
        online_ai_summaries: true,
      })
      .select('online_ai_summaries')
      .single();
    expect(direct.error).toBeNull();
    expect(direct.data?.online_ai_summaries).toBe(false);
  });

  it('is turned on and off by an admin, and a plain member or an outsider cannot change it', async () => {
    const byMember = await member.client
      .from('companies')
      .update({ online_ai_summaries: true })
      .eq('id', company.id)
      .select('id');
    expect(byMember.data).toEqual([]);
    const byOutsider = await outsider.client
      .from('companies')
      .update({ online_ai_summaries: true })
      .eq('id', company.id)
      .select('id');
    expect(byOutsider.data).toEqual([]);
    expect(await flag(owner)).toBe(false);

    const on = await admin.client
      .from('companies')
      .update({ online_ai_summaries: true })
      .eq('id', company.id)
      .select('id');
    expect(on.error).toBeNull();
    expect(on.data).toHaveLength(1);
    expect(await flag(member)).toBe(true);
    await owner.client.from('companies').update({ online_ai_summaries: false }).eq('id', company.id);
    expect(await flag(member)).toBe(false);
  });
});
