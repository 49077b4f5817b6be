// Submitting an Evee candidate to a job open to recruiters: pick the job (its fee terms shown),
// see whether the person is free to submit to that company, add a pitch, and submit. The
// submission is kept on the device and goes out when online; the server decides. Below, this
// person's submissions and where each stands.
import { Button, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { SendIcon } from 'lucide-react';
import { useState } from 'react';
import type { RecruiterCandidateRow } from '@sync/collections/workspace-records/rows';
import { AppIcon } from '@/components/app-icon';
import { FormField } from '@/components/ui/form-field';
import { notify } from '@/components/ui/toaster';
import { useFailureActions, useFailuresById } from '@/hooks/use-failure-actions';
import { usePendingRecordIds } from '@/hooks/use-pending-records';
import { formatDay } from '@/utils/format-day';
import { useOwnership, useRecruiterJobs, useSubmissionCommands, useSubmissions } from '../data/use-submissions';
import { feeTerms } from '../utils/fee-terms';
import { usePlacements } from '../data/use-placements';
import { voidedApplications } from '../utils/submission-labels';
import { SubmissionItem } from './submission-item';
import { FormError } from '@/components/form-error';

interface Props {
  candidate: RecruiterCandidateRow & { talent_id: string };
  /** The job picked and the pitch typed: the screen's draft for this candidate. */
  jobId: string;
  pitch: string;
  onChange: (patch: { jobId?: string; pitch?: string }) => void;
}

export function SubmitToJob({ candidate, jobId, pitch, onChange }: Props) {
  const { jobs, error, offline } = useRecruiterJobs();
  const commands = useSubmissionCommands();
  const submissions = useSubmissions();
  const voided = voidedApplications(usePlacements() ?? []);
  const pending = usePendingRecordIds();
  const failures = useFailuresById();
  const actions = useFailureActions();
  const [refusal, setRefusal] = useState<string | null>(null);
  const job = jobs?.find((j) => j.id === jobId) ?? null;
  const ownership = useOwnership(candidate.talent_id, job?.company_id ?? null);
  const mine = (submissions ?? []).filter((s) => s.submission.talent_id === candidate.talent_id);

  const submit = async () => {
    if (!commands || !job) return setRefusal('Choose a job');
    setRefusal(null);
    try {
      await commands.submit({
        jobId: job.id,
        companyId: job.company_id,
        talentId: candidate.talent_id,
        candidateId: candidate.id,
        pitch,
      });
      onChange({ jobId: undefined, pitch: undefined });
      notify('success', {
        title: 'Submitted for consent',
        description: navigator.onLine
          ? `${candidate.full_name} is asked to agree before ${job.companies?.name ?? 'the company'} sees them.`
          : 'Kept on this device and sent when you are back online.',
      });
    } catch (err) {
      setRefusal(err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <Stack gap="3" borderTopWidth="1px" pt="4">
      <Text fontWeight="semibold">Submit to a job</Text>
      {offline && !jobs && (
        <Text fontSize="sm" color="fg.muted">
          You're offline — the jobs open to recruiters show once you are connected.
        </Text>
      )}
      {error && <Text color="fg.error">{`The jobs could not be read: ${error}`}</Text>}
      {jobs && (
        <>
          <NativeSelect.Root>
            <NativeSelect.Field
              aria-label="Job open to recruiters"
              value={jobId}
              onChange={(e) => onChange({ jobId: e.currentTarget.value })}
            >
              <option value="">Choose a job…</option>
              {jobs.map((j) => (
                <option key={j.id} value={j.id}>
                  {`${j.title} · ${j.companies?.name ?? ''}`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {job && (
            <Text fontSize="sm" color="fg.muted">
              Fee: {feeTerms(job)}
              {ownership?.status === 'free' && ' · Free to submit'}
              {ownership?.status === 'yours' && ` · Already yours until ${formatDay(ownership.expires_at)}`}
              {ownership?.status === 'taken' && ' · Represented by another recruiter for this company'}
            </Text>
          )}
          <FormField label="Pitch to the company">
            <Textarea rows={3} value={pitch} onChange={(e) => onChange({ pitch: e.currentTarget.value })} />
          </FormField>
          <FormError message={refusal} />
          <Button
            alignSelf="flex-start"
            colorPalette="brand"
            variant="outline"
            disabled={!job}
            onClick={() => void submit()}
          >
            <AppIcon icon={SendIcon} boxSize="4" />
            Submit for consent
          </Button>
        </>
      )}
      {mine.length > 0 && (
        <Stack as="ul" gap="0" aria-label="Submissions of this candidate">
          {mine.map((item) => (
            <SubmissionItem
              key={item.submission.id}
              item={item}
              showTalent={false}
              voided={voided}
              pending={pending.has(item.submission.id)}
              failure={failures.get(item.submission.id)}
              actions={actions}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
