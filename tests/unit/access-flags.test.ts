import { describe, expect, it } from 'vitest';
import {
  accessFlags,
  availableModes,
  hasRole,
  resolveSelectedCompany,
  roleInCompany,
  type CompanyMembership,
  type RoleRecord,
} from '@/features/auth/utils/access-flags';
import { companyRoleLabel } from '@/utils/member-role-labels';

const role = (role_type: string, context_id: string | null = null): RoleRecord => ({
  role_type,
  context_type: context_id ? 'company' : null,
  context_id,
  permissions: {},
});
const company = (id: string, user_role = 'company_admin'): CompanyMembership => ({
  company_id: id,
  company_name: `Company ${id}`,
  company_logo_url: null,
  company_identifier: id,
  user_role,
});

describe('access flags', () => {
  it('grants internal access for any internal role and admin for internal or company', () => {
    expect(accessFlags([role('internal_member')], [])).toMatchObject({ internal: true, admin: true, company: false });
    expect(accessFlags([], [company('a')])).toMatchObject({ company: true, admin: true, internal: false });
    expect(accessFlags([role('talent')], [])).toEqual({
      talent: true,
      company: false,
      recruiter: false,
      internal: false,
      admin: false,
    });
  });

  it('grants company access through membership, not through a role name', () => {
    expect(accessFlags([role('company_admin')], []).company).toBe(false);
  });

  it('lists available workspaces in the order talent, company, recruiter, internal', () => {
    const flags = accessFlags([role('internal_admin'), role('recruiter'), role('talent')], [company('a')]);
    expect(availableModes(flags)).toEqual(['talent', 'company', 'recruiter', 'internal']);
    expect(availableModes(accessFlags([role('recruiter')], [company('a')]))).toEqual(['company', 'recruiter']);
  });

  it('leaves a person with no access yet in the talent workspace', () => {
    expect(availableModes(accessFlags([], []))).toEqual(['talent']);
  });

  it('matches roles with an optional context and reports the role in a company', () => {
    const roles = [role('company_admin', 'c1')];
    expect(hasRole(roles, 'company_admin')).toBe(true);
    expect(hasRole(roles, 'company_admin', 'c1')).toBe(true);
    expect(hasRole(roles, 'company_admin', 'c2')).toBe(false);
    expect(roleInCompany([company('c1', 'company_owner')], 'c1')).toBe('company_owner');
    expect(roleInCompany([company('c1')], 'c9')).toBeNull();
  });

  it('keeps a stored company selection only while it is still one of the companies', () => {
    const companies = [company('a'), company('b')];
    expect(resolveSelectedCompany(companies, 'b')?.company_id).toBe('b');
    expect(resolveSelectedCompany(companies, 'gone')?.company_id).toBe('a');
    expect(resolveSelectedCompany([], 'a')).toBeNull();
  });
});

describe('company role labels', () => {
  it('uses the known labels, title-cases unknown roles and says Member when missing', () => {
    expect(companyRoleLabel('company_owner')).toBe('Company Owner');
    expect(companyRoleLabel('hr_manager')).toBe('HR Manager');
    expect(companyRoleLabel('head_of_talent')).toBe('Head Of Talent');
    expect(companyRoleLabel(null)).toBe('Member');
    expect(companyRoleLabel('')).toBe('Member');
  });
});
