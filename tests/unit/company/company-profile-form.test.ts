import { describe, expect, it } from 'vitest';
import {
  companyProfileSchema,
  profileUpdate,
  type CompanyProfileValues,
} from '@/features/company/utils/company-profile-form';
import { formErrors } from '@/utils/form-schema';
import {
  assignableRoles,
  canEditCompany,
  canInvite,
  canManageMember,
} from '@/features/company/utils/member-permissions';

const validateProfile = (v: CompanyProfileValues) => formErrors(companyProfileSchema, v);

const values = (over: Partial<CompanyProfileValues> = {}): CompanyProfileValues => ({
  name: 'Acme Robotics',
  description: '',
  website: 'https://acme.example',
  size: '51-200',
  location: '',
  industry: '',
  ...over,
});

describe('the company profile form', () => {
  it('accepts a complete profile and leaves the logo to its upload', () => {
    expect(validateProfile(values())).toEqual({});
    expect(profileUpdate(values())).not.toHaveProperty('logo_url');
  });

  it('needs a name and a web address for the website', () => {
    const errors = validateProfile(values({ name: '  ', website: 'acme.example' }));
    expect(errors.name).toBe('Enter the company name');
    expect(errors.website).toBe('Enter a web address starting with https://');
  });

  it('stores empty optional fields as null and trims the rest', () => {
    expect(profileUpdate(values({ name: ' Acme ', location: '  ' }))).toMatchObject({
      name: 'Acme',
      location: null,
      description: null,
    });
  });
});

describe('who may change a company', () => {
  it('lets owners and admins edit, invite and manage, never above their own rank', () => {
    expect(canEditCompany('company_admin')).toBe(true);
    expect(canEditCompany('company_member')).toBe(false);
    expect(canInvite('hr_manager')).toBe(false);
    expect(canInvite('company_admin')).toBe(true);
    expect(canManageMember('company_admin', 'company_owner')).toBe(false);
    expect(canManageMember('company_admin', 'company_super_admin')).toBe(false);
    expect(canManageMember('company_owner', 'company_owner')).toBe(true);
    expect(canManageMember('hr_manager', 'company_member')).toBe(false);
    expect(assignableRoles('company_admin')).not.toContain('company_owner');
    expect(assignableRoles('company_admin')).not.toContain('company_super_admin');
    expect(assignableRoles('company_admin')).toContain('company_admin');
    expect(assignableRoles('company_owner')).toContain('company_owner');
  });
});
