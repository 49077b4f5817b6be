// 'Create job' and 'Edit job': title, address (made from the title until edited), description,
// employment type, location, workplace, salary range and its currency and period, and the
// hiring plan. Saved on the device at once and synced; a mistake shows beside its field and
// what was typed stays.
import { Button, Grid, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { HiringPlanRow, JobRow } from '@sync/collections/workspace-records/rows';
import type { JobInput } from '@sync/workspace/commands';
import { slugify } from '@sync/workspace/slug';
import { WorkspaceInputError } from '@sync/workspace/input-error';
import { useOnline } from '@/hooks/use-online';
import { useSyncSession } from '@/lib/sync-session';
import { employmentTypeOptions, salaryPeriodOptions, workplaceOptions } from '@/utils/job-labels';
import { emptyJobForm, jobFormValues, jobInput, type JobFormErrors, type JobFormValues } from '../../utils/job-form';
import { WorkspaceDialog } from '@/components/workspace-dialog';
import { FormField } from '@/components/ui/form-field';
import { RecruiterTermsFields } from './recruiter-terms-fields';
import { FormError } from '@/components/form-error';
import { toastSaveOutcome } from '@/utils/save-toast';

interface Props {
  open: boolean;
  onClose: () => void;
  companyId: string;
  companyIdentifier: string;
  job: JobRow | null;
  plans: HiringPlanRow[];
  save: (input: JobInput) => Promise<JobRow>;
}

function Select(props: { value: string; onChange: (v: string) => void; options: { value: string; label: string }[] }) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function JobFormDialog({ open, onClose, companyId, companyIdentifier, job, plans, save }: Props) {
  const [values, setValues] = useState<JobFormValues>(job ? jobFormValues(job) : emptyJobForm);
  const [slugEdited, setSlugEdited] = useState(Boolean(job));
  const [errors, setErrors] = useState<JobFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const db = useSyncSession()?.db;
  const online = useOnline();

  const set = (key: keyof JobFormValues) => (value: string) => {
    setValues((v) => ({
      ...v,
      [key]: value,
      ...(key === 'title' && !slugEdited ? { slug: value.trim() ? slugify(value) : '' } : {}),
    }));
    if (key === 'slug') setSlugEdited(true);
    setErrors((e) => ({ ...e, [key]: undefined, ...(key === 'title' && !slugEdited ? { slug: undefined } : {}) }));
  };
  const text = (key: keyof JobFormValues) => (e: { target: { value: string } }) => set(key)(e.target.value);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const { input, errors: found } = jobInput(values);
    if (!input) return setErrors(found);
    setBusy(true);
    try {
      const since = new Date().toISOString();
      const row = await save({ ...input, ...(job ? { id: job.id } : { company_id: companyId }) });
      // 'Saved' only once the server took it; a refusal is told by its own toast and the header.
      if (db) {
        const words = job
          ? { what: 'Job' }
          : { what: 'Job', sent: 'Job created', sentDescription: 'It is a draft until you publish it.' };
        void toastSaveOutcome(words, { db, keys: [`workspace_records:${row.id}`], since }, online);
      }
      onClose();
    } catch (err) {
      if (err instanceof WorkspaceInputError && err.field in values) setErrors({ [err.field]: err.message });
      else setFailure(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  const field = (key: keyof JobFormValues, label: string, input: ReactNode, helper?: string) => (
    <FormField label={label} error={errors[key]} helper={helper}>
      {input}
    </FormField>
  );

  return (
    <WorkspaceDialog
      open={open}
      onClose={onClose}
      size="lg"
      title={job ? 'Edit job' : 'Create job'}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="job-form" colorPalette="brand" loading={busy}>
            {job ? 'Save job' : 'Create job'}
          </Button>
        </>
      }
    >
      <form id="job-form" onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormError message={failure} />
          {field('title', 'Title', <Input value={values.title} onChange={text('title')} />)}
          {field(
            'slug',
            'Address',
            <Input value={values.slug} onChange={text('slug')} placeholder="senior-frontend-engineer" />,
            `The public link: /company/${companyIdentifier}/${values.slug.trim() || '…'} (lower-case letters, digits and hyphens).`,
          )}
          {field(
            'description',
            'Description',
            <Textarea value={values.description} onChange={text('description')} rows={6} />,
          )}
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            {field(
              'employment_type',
              'Employment type',
              <Select
                value={values.employment_type}
                onChange={set('employment_type')}
                options={employmentTypeOptions}
              />,
            )}
            {field(
              'workplace',
              'Workplace',
              <Select value={values.workplace} onChange={set('workplace')} options={workplaceOptions} />,
            )}
            {field(
              'location',
              'Location',
              <Input value={values.location} onChange={text('location')} placeholder="City, country" />,
            )}
            {field(
              'hiring_plan_id',
              'Hiring plan',
              <Select
                value={values.hiring_plan_id}
                onChange={set('hiring_plan_id')}
                options={[{ value: '', label: 'No plan' }, ...plans.map((p) => ({ value: p.id, label: p.title }))]}
              />,
            )}
            {field(
              'salary_min',
              'Minimum salary',
              <Input value={values.salary_min} onChange={text('salary_min')} inputMode="decimal" />,
            )}
            {field(
              'salary_max',
              'Maximum salary',
              <Input value={values.salary_max} onChange={text('salary_max')} inputMode="decimal" />,
            )}
            {field(
              'salary_currency',
              'Currency',
              <Input
                value={values.salary_currency}
                onChange={text('salary_currency')}
                maxLength={3}
                textTransform="uppercase"
              />,
            )}
            {field(
              'salary_period',
              'Salary period',
              <Select value={values.salary_period} onChange={set('salary_period')} options={salaryPeriodOptions} />,
            )}
          </Grid>
          <RecruiterTermsFields
            values={values}
            errors={errors}
            onChange={(patch) => {
              setValues((v) => ({ ...v, ...patch }));
              setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
            }}
          />
        </Stack>
      </form>
    </WorkspaceDialog>
  );
}
