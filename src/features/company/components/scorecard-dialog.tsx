// 'Add scorecard' for an interview: communication, professional skills and each skill the job
// requires rated 1-4, a recommendation and notes. Written on the device and sent when online;
// a missing rating is named beside its question and nothing is written.
import { Button, Field, HStack, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { CalendarEventRow, ScorecardRecommendation } from '@sync/collections/workspace-records/rows';
import { WorkspaceInputError } from '@sync/workspace/input-error';
import { notify } from '@/components/ui/toaster';
import { WorkspaceDialog } from '@/components/workspace-dialog';
import { useJob } from '../data/use-jobs';
import { useApplication } from '../data/use-applications';
import { useScorecardCommands } from '../data/use-scorecards';

const ratingLabels = ['Poor', 'Fair', 'Good', 'Excellent'];
export const recommendationLabels: Record<ScorecardRecommendation, string> = {
  strong_no: 'Strong no',
  no: 'No',
  yes: 'Yes',
  strong_yes: 'Strong yes',
};

interface ChoiceProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  error?: string;
  onChange: (value: string) => void;
}

function Choice({ label, value, options, error, onChange }: ChoiceProps) {
  const id = useId();
  return (
    <Stack gap="1.5">
      <Text id={id} fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      <RadioGroup.Root
        colorPalette="brand"
        size="sm"
        value={value}
        onValueChange={(e) => onChange(e.value ?? '')}
        aria-labelledby={id}
        aria-invalid={!!error}
      >
        <HStack gap="4" wrap="wrap">
          {options.map((o) => (
            <RadioGroup.Item key={o.value} value={o.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

const ratingOptions = ratingLabels.map((label, i) => ({ value: String(i + 1), label: `${i + 1} ${label}` }));
const recommendationOptions = Object.entries(recommendationLabels).map(([value, label]) => ({ value, label }));

interface Props {
  event: CalendarEventRow;
  onClose: () => void;
}

export function ScorecardDialog({ event, onClose }: Props) {
  const commands = useScorecardCommands();
  const { application } = useApplication(event.job_application_id ?? undefined);
  const { job } = useJob(application?.job_id);
  const skills = job?.required_skills ?? [];
  const [ratings, setRatings] = useState<Record<string, string>>({});
  const [recommendation, setRecommendation] = useState('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const rate = (key: string) => (value: string) => {
    setRatings((r) => ({ ...r, [key]: value }));
    setError(null);
  };
  const errorFor = (field: string) => (error?.field === field ? error.message : undefined);

  const save = async () => {
    if (!commands || !event.job_application_id) return;
    setSaving(true);
    try {
      await commands.save({
        applicationId: event.job_application_id,
        eventId: event.id,
        ratings: {
          communication: Number(ratings.communication),
          professional: Number(ratings.professional),
          skills: Object.fromEntries(skills.map((s) => [s, Number(ratings[`skills.${s}`])])),
        },
        recommendation: (recommendation || null) as ScorecardRecommendation | null,
        notes: notes.trim(),
      });
      notify('success', { title: 'Scorecard added', description: 'It is sent when you are online.' });
      onClose();
    } catch (err) {
      if (err instanceof WorkspaceInputError) setError({ field: err.field, message: err.message });
      else
        notify('error', {
          title: 'Scorecard not saved',
          description: err instanceof Error ? err.message : String(err),
        });
    } finally {
      setSaving(false);
    }
  };

  const footer = (
    <>
      <Button variant="ghost" onClick={onClose}>
        Cancel
      </Button>
      <Button colorPalette="brand" loading={saving} onClick={() => void save()}>
        Save scorecard
      </Button>
    </>
  );

  return (
    <WorkspaceDialog open onClose={onClose} title="Add scorecard" footer={footer} size="lg">
      <Stack gap="5">
        <Text fontSize="sm" color="fg.muted">
          {`${event.title}. Rate each from 1 (poor) to 4 (excellent); the hiring team sees it, the candidate never does.`}
        </Text>
        <Choice
          label="Communication"
          value={ratings.communication ?? ''}
          options={ratingOptions}
          error={errorFor('communication')}
          onChange={rate('communication')}
        />
        <Choice
          label="Professional skills"
          value={ratings.professional ?? ''}
          options={ratingOptions}
          error={errorFor('professional')}
          onChange={rate('professional')}
        />
        {skills.map((skill) => (
          <Choice
            key={skill}
            label={skill}
            value={ratings[`skills.${skill}`] ?? ''}
            options={ratingOptions}
            error={errorFor(`skills.${skill}`)}
            onChange={rate(`skills.${skill}`)}
          />
        ))}
        <Choice
          label="Recommendation"
          value={recommendation}
          options={recommendationOptions}
          error={errorFor('recommendation')}
          onChange={(v) => {
            setRecommendation(v);
            setError(null);
          }}
        />
        <Field.Root invalid={!!errorFor('notes')}>
          <Field.Label>Notes</Field.Label>
          <Textarea rows={4} maxLength={5000} value={notes} onChange={(e) => setNotes(e.target.value)} />
          <Field.ErrorText>{errorFor('notes')}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </WorkspaceDialog>
  );
}
