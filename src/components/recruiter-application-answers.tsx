// A recruiter application's answers as a list of label and value, for the applicant's status
// and for staff deciding it.
import { DataList } from '@chakra-ui/react';

const list = (value: unknown) => (Array.isArray(value) ? value.join(', ') : '');

export function RecruiterApplicationAnswers({ details }: { details: Record<string, unknown> }) {
  const rows: [string, string][] = [
    ['Years of experience', String(details.experience_years ?? '')],
    ['Specialties', list(details.specialties)],
    ['Regions', list(details.regions)],
    ['Profile link', String(details.profile_url ?? '')],
    ['Why', String(details.motivation ?? '')],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="9rem">{label}</DataList.ItemLabel>
          <DataList.ItemValue overflowWrap="anywhere">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
