// The recruiter application's form: years of experience, specialties and regions (comma-
// separated), a profile link and why. Every problem shows beside its field at once; the draft
// is the caller's (kept on the device), so nothing typed is lost to a refusal or a reload: the
// form (react-hook-form with the application form's schema) starts from it and hands every change
// back.
import { Button, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { SendIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { RecruiterApplicationDraft } from '@sync/recruiter/application-draft';
import { charLength } from '@sync/schemas/fields';
import { AppIcon } from '@/components/app-icon';
import { FormField } from '@/components/ui/form-field';
import { useSchemaForm } from '@/lib/form';
import { applicationFormSchema } from '../utils/application-form';
import { FormError } from '@/components/form-error';

interface Props {
  draft: RecruiterApplicationDraft;
  onDraftChange: (draft: RecruiterApplicationDraft) => void;
  /** Sends the application; rejects with the words to show. */
  onSubmit: (draft: RecruiterApplicationDraft) => Promise<void>;
}

const MOTIVATION_MAX = 2000;

export function RecruiterApplicationForm({ draft, onDraftChange, onSubmit }: Props) {
  const form = useSchemaForm(applicationFormSchema, draft);
  const { register, watch } = form;
  const errors = form.formState.errors;
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const sub = watch((values) => onDraftChange({ ...draft, ...values }));
    return () => sub.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form holds the values once it starts from the draft
  }, [watch, onDraftChange]);

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    setSending(true);
    try {
      await onSubmit(values);
    } catch (err) {
      setRefusal(err instanceof Error ? err.message : String(err));
    } finally {
      setSending(false);
    }
  });
  const motivation = charLength(watch('motivation') ?? '');

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Recruiter application">
      <Stack gap="5" maxW="40rem">
        <FormError message={refusal} />
        <FormField label="Years of recruiting experience" error={errors.experienceYears?.message} required>
          <Input inputMode="numeric" maxW="10rem" {...register('experienceYears')} />
        </FormField>
        <FormField
          label="Specialties"
          error={errors.specialties?.message}
          helper="Roles you place, separated by commas: Frontend, Data, Sales"
          required
        >
          <Input {...register('specialties')} />
        </FormField>
        <FormField
          label="Regions"
          error={errors.regions?.message}
          helper="Where you recruit, separated by commas"
          required
        >
          <Input {...register('regions')} />
        </FormField>
        <FormField
          label="Profile link"
          error={errors.profileUrl?.message}
          helper="LinkedIn or your agency's page, so we can see your track record"
          required
        >
          <Input type="url" inputMode="url" placeholder="https://" {...register('profileUrl')} />
        </FormField>
        <FormField label="Why do you want to recruit on Evee?" error={errors.motivation?.message} required>
          <Textarea rows={5} autoresize maxH="20rem" {...register('motivation')} />
          <Text alignSelf="flex-end" fontSize="xs" color={motivation > MOTIVATION_MAX ? 'fg.error' : 'fg.muted'}>
            {motivation.toLocaleString('en-US')} / {MOTIVATION_MAX.toLocaleString('en-US')}
          </Text>
        </FormField>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={sending}>
          <AppIcon icon={SendIcon} boxSize="4" />
          Send application
        </Button>
      </Stack>
    </form>
  );
}
