// A job search's controls (talent's Job Search and the public /jobs): the 'Search jobs' box and
// location (both applied as typing pauses), workplace, employment type and a minimum salary.
// Every change lands in the query string.
import { Box, Grid } from '@chakra-ui/react';
import { MapPinIcon, SearchIcon } from 'lucide-react';
import { memo } from 'react';
import {
  employmentTypes,
  jobWorkplaces,
  type EmploymentType,
  type JobWorkplace,
} from '@sync/collections/workspace-records/rows';
import { AppIcon } from '@/components/app-icon';
import { PlainSelect } from '@/components/plain-select';
import { employmentTypeLabel, workplaceLabel } from '@/utils/job-labels';
import type { JobFilters } from '@/utils/job-filters';
import { DebouncedInput } from './debounced-input';

/** The words reach the query string (and so the search) once typing pauses this long. Short: a
 * person pauses 100–200 ms between keys, so this only merges bursts (a paste, a held key); the
 * answer to words typed since is dropped. Only the box redraws per keystroke, not the page. */
export const SEARCH_BOX_DELAY_MS = 50;

interface Props {
  filters: JobFilters;
  onChange: (next: Partial<JobFilters>) => void;
  /** The words as typed in 'Search jobs', before the pause puts them in the query string. */
  onDraft?: (next: Partial<JobFilters>) => void;
}

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  return (
    <PlainSelect size="md" aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
      {children}
    </PlainSelect>
  );
}

function JobSearchFiltersView({ filters, onChange, onDraft }: Props) {
  return (
    <Grid
      as="search"
      gap="3"
      templateColumns={{ base: '1fr 1fr', lg: 'minmax(0,2.2fr) minmax(0,1.4fr) repeat(3, minmax(0,1fr))' }}
    >
      <Box gridColumn={{ base: '1 / -1', lg: 'auto' }}>
        <DebouncedInput
          startIcon={<AppIcon icon={SearchIcon} boxSize="4" />}
          type="search"
          aria-label="Search jobs"
          placeholder="Title, skill or company"
          value={filters.q}
          delayMs={SEARCH_BOX_DELAY_MS}
          maxLength={200}
          onCommit={(q) => onChange({ q })}
          onDraft={onDraft && ((q) => onDraft({ q }))}
        />
      </Box>
      <Box gridColumn={{ base: '1 / -1', lg: 'auto' }}>
        <DebouncedInput
          startIcon={<AppIcon icon={MapPinIcon} boxSize="4" />}
          aria-label="Location"
          placeholder="City or country"
          value={filters.location}
          delayMs={300}
          maxLength={200}
          onCommit={(location) => onChange({ location })}
        />
      </Box>
      <Select
        label="Workplace"
        value={filters.workplace ?? ''}
        onChange={(v) => onChange({ workplace: (v || null) as JobWorkplace | null })}
      >
        <option value="">Any workplace</option>
        {jobWorkplaces.map((w) => (
          <option key={w} value={w}>
            {workplaceLabel(w)}
          </option>
        ))}
      </Select>
      <Select
        label="Employment type"
        value={filters.employmentType ?? ''}
        onChange={(v) => onChange({ employmentType: (v || null) as EmploymentType | null })}
      >
        <option value="">Any type</option>
        {employmentTypes.map((t) => (
          <option key={t} value={t}>
            {employmentTypeLabel(t)}
          </option>
        ))}
      </Select>
      <Box gridColumn={{ base: '1 / -1', lg: 'auto' }}>
        <DebouncedInput
          aria-label="Minimum salary"
          placeholder="Minimum salary"
          inputMode="numeric"
          value={filters.minSalary === null ? '' : String(filters.minSalary)}
          delayMs={400}
          maxLength={12}
          onCommit={(v) => {
            const digits = v.replace(/[^\d]/g, '');
            onChange({ minSalary: digits ? Number(digits) : null });
          }}
        />
      </Box>
    </Grid>
  );
}

/** Memoised: typing redraws the box, and a new search redraws the results, not the controls. */
export const JobSearchFilters = memo(JobSearchFiltersView);
