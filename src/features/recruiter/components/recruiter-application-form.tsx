// The recruiter application's form: years of experience, specialties and regions (comma-
// separated), a profile link and why. Every problem shows beside its field at once; the draft
// is the caller's (kept on the device), so nothing typed is lost to a refusal or a reload.
import { Button, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { SendIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { RecruiterApplicationDraft } from '@sync/recruiter/application-draft';
import { AppIcon } from '@/components/app-icon';
import { FormField } from '@/components/ui/form-field';
import { validateApplication, type ApplicationErrors } from '../utils/application-form';
import { FormError } from '@/components/form-error';

interface Props {
  draft: RecruiterApplicationDraft;
  onDraftChange: (draft: RecruiterApplicationDraft) => void;
  /** Sends the application; rejects with the words to show. */
  onSubmit: (draft: RecruiterApplicationDraft) => Promise<void>;
}

const MOTIVATION_MAX = 2000;

export function RecruiterApplicationForm({ draft, onDraftChange, onSubmit }: Props) {
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const set = (patch: Partial<RecruiterApplicationDraft>) => onDraftChange({ ...draft, ...patch });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateApplication(draft);
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      await onSubmit(draft);
    } catch (err) {
      setRefusal(err instanceof Error ? err.message : String(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Recruiter application">
      <Stack gap="5" maxW="40rem">
        <FormError message={refusal} />
        <FormField label="Years of recruiting experience" error={errors.experience_years} required>
          <Input
            inputMode="numeric"
            maxW="10rem"
            value={draft.experienceYears}
            onChange={(e) => set({ experienceYears: e.currentTarget.value })}
          />
        </FormField>
        <FormField
          label="Specialties"
          error={errors.specialties}
          helper="Roles you place, separated by commas: Frontend, Data, Sales"
          required
        >
          <Input value={draft.specialties} onChange={(e) => set({ specialties: e.currentTarget.value })} />
        </FormField>
        <FormField label="Regions" error={errors.regions} helper="Where you recruit, separated by commas" required>
          <Input value={draft.regions} onChange={(e) => set({ regions: e.currentTarget.value })} />
        </FormField>
        <FormField
          label="Profile link"
          error={errors.profile_url}
          helper="LinkedIn or your agency's page, so we can see your track record"
          required
        >
          <Input
            type="url"
            inputMode="url"
            placeholder="https://"
            value={draft.profileUrl}
            onChange={(e) => set({ profileUrl: e.currentTarget.value })}
          />
        </FormField>
        <FormField label="Why do you want to recruit on Evee?" error={errors.motivation} required>
          <Textarea
            rows={5}
            autoresize
            maxH="20rem"
            value={draft.motivation}
            onChange={(e) => set({ motivation: e.currentTarget.value })}
          />
          <Text
            alignSelf="flex-end"
            fontSize="xs"
            color={draft.motivation.length > MOTIVATION_MAX ? 'fg.error' : 'fg.muted'}
          >
            {draft.motivation.length.toLocaleString('en-US')} / {MOTIVATION_MAX.toLocaleString('en-US')}
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
