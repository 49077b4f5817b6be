// Applying to a job: an optional resume link (a web address) and an optional cover note (up to
// 5,000 characters, counted as typed). The draft belongs to the screen, not the dialog, so a
// refusal, a closed dialog or a failed send never loses what was typed.
import { Input, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { FormDialog } from '@/components/form-dialog';
import { COVER_NOTE_MAX, validateApply, type ApplyDraft, type ApplyErrors } from '../utils/apply-form';
import { FormError } from '@/components/form-error';

interface Props {
  open: boolean;
  jobTitle: string;
  companyName: string;
  draft: ApplyDraft;
  onDraftChange: (draft: ApplyDraft) => void;
  /** Sends the application; rejects with the words to show. */
  onSubmit: (draft: ApplyDraft) => Promise<void>;
  onClose: () => void;
}

export function ApplyDialog({ open, jobTitle, companyName, draft, onDraftChange, onSubmit, onClose }: Props) {
  const [errors, setErrors] = useState<ApplyErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const found = validateApply(draft);
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

  const close = () => {
    setErrors({});
    setRefusal(null);
    onClose();
  };

  const over = draft.coverNote.length > COVER_NOTE_MAX;
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={`Apply to ${jobTitle}`}
      submitLabel="Submit application"
      busy={sending}
      onSubmit={() => void submit()}
    >
      <Text color="fg.muted" fontSize="sm">
        {companyName} sees your profile with this application. Both fields are optional.
      </Text>
      <FormError message={refusal} />
      <FormField label="Resume link" error={errors.resumeUrl} helper="A link to your CV (PDF, Google Drive, a website)">
        <Input
          type="url"
          inputMode="url"
          placeholder="https://"
          value={draft.resumeUrl}
          onChange={(e) => onDraftChange({ ...draft, resumeUrl: e.currentTarget.value })}
        />
      </FormField>
      <FormField label="Cover note" error={errors.coverNote}>
        <Textarea
          rows={7}
          autoresize
          maxH="20rem"
          placeholder="Why this role, and why you"
          value={draft.coverNote}
          onChange={(e) => onDraftChange({ ...draft, coverNote: e.currentTarget.value })}
        />
        <Text
          alignSelf="flex-end"
          fontSize="xs"
          color={over ? 'fg.error' : 'fg.muted'}
          aria-live={over ? 'polite' : 'off'}
        >
          {draft.coverNote.length.toLocaleString('en-US')} / {COVER_NOTE_MAX.toLocaleString('en-US')}
        </Text>
      </FormField>
    </FormDialog>
  );
}
