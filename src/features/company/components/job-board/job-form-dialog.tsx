// 'Create job' and 'Edit job': title, address (made from the title until edited), description,
// the skills required and those that are a plus (suggested from the skills already used on
// Evee), the years of experience asked, employment type, location, workplace, salary range and
// its currency and period, and the hiring plan. The form (react-hook-form with the job form's
// schema) is checked before anything is written; saved on the device at once and synced; a
// mistake shows beside its field and what was typed stays.
import { Box, Button, Grid, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { HiringPlanRow, JobRow } from '@sync/collections/workspace-records/rows';
import type { JobInput } from '@sync/workspace/commands';
import { slugify } from '@sync/workspace/slug';
import { WorkspaceInputError } from '@sync/workspace/input-error';
import { useOnline } from '@/hooks/use-online';
import { useSyncSession } from '@/lib/sync-session';
import { employmentTypeOptions, salaryPeriodOptions, workplaceOptions } from '@/utils/job-labels';
import { errorMessages, useSchemaForm } from '@/lib/form';
import { SkillsInput } from '@/components/skills-input';
import { knownSkills } from '@/utils/skills';
import { useKnownSkills } from '../../data/use-known-skills';
import {
  emptyJobForm,
  jobFormSchema,
  jobFormValues,
  jobInput,
  MAX_JOB_SKILLS,
  type JobFormValues,
} from '../../utils/job-form';
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
  const form = useSchemaForm(jobFormSchema, job ? jobFormValues(job) : emptyJobForm);
  const { register, setValue, setError } = form;
  const values = form.watch();
  const errors = form.formState.errors;
  const [slugEdited, setSlugEdited] = useState(Boolean(job));
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const db = useSyncSession()?.db;
  const online = useOnline();
  const used = useKnownSkills(companyId);
  // A skill on either list is not offered again for the other.
  const suggestions = knownSkills([used], [...values.required_skills, ...values.nice_to_have_skills]);
  const messages = errorMessages(errors);
  const listError = (key: 'required_skills' | 'nice_to_have_skills') =>
    messages[key] ?? Object.entries(messages).find(([path]) => path.startsWith(`${key}.`))?.[1];

  // Fields set from code (the address made from the title, selects, the recruiter terms) are
  // checked again as typed ones are, once the form has been submitted.
  const set = (key: keyof JobFormValues, value: JobFormValues[keyof JobFormValues]) =>
    setValue(key, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const titleField = register('title', {
    onChange: (e: { target: { value: string } }) => {
      if (!slugEdited) set('slug', e.target.value.trim() ? slugify(e.target.value) : '');
    },
  });
  const slugField = register('slug', { onChange: () => setSlugEdited(true) });

  const submit = form.handleSubmit(async (valid) => {
    setFailure(null);
    const input = jobInput(valid);
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
      if (err instanceof WorkspaceInputError && err.field in valid)
        setError(err.field as keyof JobFormValues, { message: err.message }, { shouldFocus: true });
      else setFailure(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  });

  const field = (key: keyof JobFormValues, label: string, input: ReactNode, helper?: string) => (
    <FormField label={label} error={errors[key]?.message} helper={helper}>
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
          {field('title', 'Title', <Input {...titleField} />)}
          {field(
            'slug',
            'Job address (URL)',
            <Input {...slugField} placeholder="senior-frontend-engineer" />,
            `The public link: /company/${companyIdentifier}/${values.slug.trim() || '…'} (lower-case letters, digits and hyphens).`,
          )}
          {field('description', 'Description', <Textarea {...register('description')} rows={6} />)}
          <SkillsInput
            id="job-required-skills"
            label="Required skills"
            listLabel="Required skills chosen"
            skills={values.required_skills}
            onChange={(skills) => set('required_skills', skills)}
            max={MAX_JOB_SKILLS}
            error={listError('required_skills')}
            suggestions={suggestions}
            help="What a candidate must have; the match score weighs these most."
          />
          <SkillsInput
            id="job-nice-skills"
            label="Nice-to-have skills"
            listLabel="Nice-to-have skills chosen"
            skills={values.nice_to_have_skills}
            onChange={(skills) => set('nice_to_have_skills', skills)}
            max={MAX_JOB_SKILLS}
            error={listError('nice_to_have_skills')}
            suggestions={suggestions}
            help="Skills that are a plus."
          />
          <Box maxW={{ md: '50%' }}>
            {field(
              'min_experience_years',
              'Minimum experience (years)',
              <Input {...register('min_experience_years')} inputMode="numeric" placeholder="3" />,
              'Leave empty when any experience will do.',
            )}
          </Box>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            {field(
              'employment_type',
              'Employment type',
              <Select
                value={values.employment_type}
                onChange={(v) => set('employment_type', v)}
                options={employmentTypeOptions}
              />,
            )}
            {field(
              'workplace',
              'Workplace',
              <Select value={values.workplace} onChange={(v) => set('workplace', v)} options={workplaceOptions} />,
            )}
            {field('location', 'Location', <Input {...register('location')} placeholder="City, country" />)}
            {field(
              'hiring_plan_id',
              'Hiring plan',
              <Select
                value={values.hiring_plan_id}
                onChange={(v) => set('hiring_plan_id', v)}
                options={[{ value: '', label: 'No plan' }, ...plans.map((p) => ({ value: p.id, label: p.title }))]}
              />,
            )}
            {field('salary_min', 'Minimum salary', <Input {...register('salary_min')} inputMode="decimal" />)}
            {field('salary_max', 'Maximum salary', <Input {...register('salary_max')} inputMode="decimal" />)}
            {field(
              'salary_currency',
              'Currency',
              <Input {...register('salary_currency')} maxLength={3} textTransform="uppercase" />,
            )}
            {field(
              'salary_period',
              'Salary period',
              <Select
                value={values.salary_period}
                onChange={(v) => set('salary_period', v)}
                options={salaryPeriodOptions}
              />,
            )}
          </Grid>
          <RecruiterTermsFields
            values={values}
            errors={Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, e?.message]))}
            onChange={(patch) => {
              for (const [key, value] of Object.entries(patch))
                set(key as keyof JobFormValues, value as JobFormValues[keyof JobFormValues]);
            }}
          />
        </Stack>
      </form>
    </WorkspaceDialog>
  );
}
