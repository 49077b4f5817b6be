// One candidate opened: contact, resume link, notes and tags, editable on the device (offline
// too; 'Pending sync' until the server has them, or its refusal with Retry and Discard), and
// 'Remove'. What is typed is a draft the screen keeps per candidate (CandidateDraft), so
// opening another candidate and coming back loses nothing; a field saved leaves the draft.
import { Button, Card, HStack, Input, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import type { RecruiterCandidateRow } from '@sync/collections/workspace-records/rows';
import { Avatar } from '@/components/avatar';
import { PendingSyncBadge, RefusedWrite } from '@/components/sync-state';
import { FormField } from '@/components/ui/form-field';
import { useOnline } from '@/hooks/use-online';
import { useRecordFailure } from '@/hooks/use-pending-records';
import { useSyncSession } from '@/lib/sync-session';
import { toastSaveOutcome } from '@/utils/save-toast';
import type { useCandidateCommands } from '../data/use-candidates';
import { SubmitToJob } from './submit-to-job';
import { FormError } from '@/components/form-error';

/** What is typed for a candidate and not yet saved or sent; absent fields show the candidate's. */
export interface CandidateDraft {
  notes?: string;
  tags?: string;
  jobId?: string;
  pitch?: string;
}

interface Props {
  candidate: RecruiterCandidateRow;
  pending: boolean;
  commands: NonNullable<ReturnType<typeof useCandidateCommands>>;
  draft: CandidateDraft;
  onDraftChange: (draft: CandidateDraft) => void;
  onRemoved: () => void;
}

export function CandidateEditor({ candidate, pending, commands, draft, onDraftChange, onRemoved }: Props) {
  const notes = draft.notes ?? candidate.notes;
  const tags = draft.tags ?? candidate.tags.join(', ');
  const [error, setError] = useState<string | null>(null);
  const { failure, retry, discard } = useRecordFailure(candidate.id);
  const db = useSyncSession()?.db;
  const online = useOnline();
  const changed = notes !== candidate.notes || tags !== candidate.tags.join(', ');
  const setNotes = (value: string) => onDraftChange({ ...draft, notes: value });
  const setTags = (value: string) => onDraftChange({ ...draft, tags: value });

  const save = async () => {
    setError(null);
    try {
      const since = new Date().toISOString();
      await commands.update(candidate.id, { notes, tags: tags.split(',') });
      onDraftChange({ ...draft, notes: undefined, tags: undefined });
      // 'Saved' only once the server took it; a refusal is told by its own toast and the header.
      if (db) void toastSaveOutcome('Candidate', { db, keys: [`workspace_records:${candidate.id}`], since }, online);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  const remove = async () => {
    try {
      await commands.remove(candidate.id);
      onRemoved();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <Card.Root variant="outline">
      <Card.Header>
        <HStack gap="3">
          <Avatar name={candidate.full_name} email={candidate.email} size="md" />
          <Stack gap="0" minW="0">
            <Card.Title as="h2">{candidate.full_name}</Card.Title>
            <Text fontSize="sm" color="fg.muted">
              {candidate.talent_id ? 'On Evee' : 'Not on Evee yet'}
              {candidate.email ? ` · ${candidate.email}` : ''}
            </Text>
          </Stack>
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        {failure ? (
          <RefusedWrite message={failure.message} onRetry={() => void retry()} onDiscard={() => void discard()} />
        ) : (
          pending && <PendingSyncBadge />
        )}
        {candidate.resume_url && (
          <Link href={candidate.resume_url} target="_blank" rel="noreferrer" color="brand.fg">
            Resume
          </Link>
        )}
        <FormError message={error} />
        <FormField label="Notes">
          <Textarea rows={5} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} />
        </FormField>
        <FormField label="Tags" helper="Separated by commas">
          <Input value={tags} onChange={(e) => setTags(e.currentTarget.value)} />
        </FormField>
        <HStack gap="2" justify="space-between" wrap="wrap">
          <Button colorPalette="brand" disabled={!changed} onClick={() => void save()}>
            Save notes and tags
          </Button>
          <Button variant="ghost" colorPalette="red" onClick={() => void remove()}>
            Remove candidate
          </Button>
        </HStack>
        {candidate.talent_id && (
          <SubmitToJob
            candidate={{ ...candidate, talent_id: candidate.talent_id }}
            jobId={draft.jobId ?? ''}
            pitch={draft.pitch ?? ''}
            onChange={(patch) => onDraftChange({ ...draft, ...patch })}
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}
