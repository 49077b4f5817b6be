// Talent Search's filters as typed, and the search they ask for. Pure.
import type { EmploymentType } from '@sync/collections/workspace-records/rows';
import type { TalentSearchParams } from '@sync/recruiter/talent-search';

export interface TalentFilters {
  q: string;
  skills: string;
  location: string;
  minExperience: string;
  maxExperience: string;
  availability: EmploymentType | '';
  page: number;
}

export const emptyTalentFilters: TalentFilters = {
  q: '',
  skills: '',
  location: '',
  minExperience: '',
  maxExperience: '',
  availability: '',
  page: 0,
};

const years = (text: string) => (/^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : null);

export function talentSearchOf(filters: TalentFilters, pageSize: number): TalentSearchParams {
  return {
    q: filters.q.trim(),
    skills: filters.skills
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    location: filters.location.trim() || null,
    min_experience: years(filters.minExperience),
    max_experience: years(filters.maxExperience),
    employment_type: filters.availability || null,
    page_size: pageSize,
    page: filters.page,
  };
}
