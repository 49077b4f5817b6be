// The filter by application status over a list of applications ('All statuses' or one), as the
// company's Candidates and the talent's Applications both offer it.
import { NativeSelect } from '@chakra-ui/react';
import { applicationStatuses, type ApplicationStatus } from '@sync/collections/workspace-records/rows';
import { applicationStatusLabels } from '@/utils/application-status';

interface Props {
  value: ApplicationStatus | null;
  /** Null for 'All statuses'. */
  onChange: (status: ApplicationStatus | null) => void;
}

export function StatusFilter({ value, onChange }: Props) {
  return (
    <NativeSelect.Root w={{ base: 'full', sm: '14rem' }}>
      <NativeSelect.Field
        aria-label="Filter by status"
        value={value ?? ''}
        onChange={(e) => onChange((e.currentTarget.value || null) as ApplicationStatus | null)}
      >
        <option value="">All statuses</option>
        {applicationStatuses.map((s) => (
          <option key={s} value={s}>
            {applicationStatusLabels[s]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
