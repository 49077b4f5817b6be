// Applying to a job: the talent's résumé (the profile's, or one uploaded for this application;
// apply-resume.tsx), an optional resume link (a web address) and an optional cover note (up to
// 5,000 characters, counted as typed). The draft belongs to the screen, not the dialog, so a
// refusal, a closed dialog or a failed send never loses what was typed: the form
// (react-hook-form with the apply form's schema) starts from it on opening and hands every change
// back.
import { Input, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { FileReference } from '@sync/collections/workspace-records/rows';
import { charLength } from '@sync/schemas/fields';
import { FormField } from '@/components/ui/form-field';
import { FormDialog } from '@/components/form-dialog';
import { useSchemaForm } from '@/lib/form';
import { COVER_NOTE_MAX, type ApplyDraft } from '../utils/apply-form';
import { applyFormSchema } from '../utils/apply-form-schema';
import { FormError } from '@/components/form-error';
import { ApplyResume, type ResumeChoice } from './apply-resume';

interface Props {
  open: boolean;
  jobTitle: string;
  companyName: string;
  draft: ApplyDraft;
  userId: string | undefined;
  /** The profile's current résumé, offered first. */
  profileResume: FileReference | null;
  onDraftChange: (draft: ApplyDraft) => void;
  /** Sends the application; rejects with the words to show. */
  onSubmit: (draft: ApplyDraft) => Promise<void>;
  onClose: () => void;
}

export function ApplyDialog(props: Props) {
  const { open, jobTitle, companyName, draft, userId, profileResume, onDraftChange, onSubmit, onClose } = props;
  const form = useSchemaForm(applyFormSchema, draft);
  const [choice, setChoice] = useState<ResumeChoice>({
    uploaded: draft.resumeFile ?? null,
    sendProfile: !draft.skipProfileResume,
  });
  // The file choice goes into the same draft as the typed fields, so neither overwrites the other.
  const files = useRef({ resumeFile: choice.uploaded, skipProfileResume: !choice.sendProfile });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const errors = form.formState.errors;
  const { reset, watch } = form;

  // Each opening starts from the screen's draft for this job (the dialog stays mounted).
  useEffect(() => {
    if (open) reset(draft);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening, not on each change handed back
  }, [open, reset]);

  useEffect(() => {
    const sub = watch((values) =>
      onDraftChange({ resumeUrl: values.resumeUrl ?? '', coverNote: values.coverNote ?? '', ...files.current }),
    );
    return () => sub.unsubscribe();
  }, [watch, onDraftChange]);

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    setSending(true);
    try {
      await onSubmit({ ...values, resumeFile: choice.uploaded, skipProfileResume: !choice.sendProfile });
    } catch (err) {
      setRefusal(err instanceof Error ? err.message : String(err));
    } finally {
      setSending(false);
    }
  });

  const choose = (next: ResumeChoice) => {
    setChoice(next);
    files.current = { resumeFile: next.uploaded, skipProfileResume: !next.sendProfile };
    const typed = form.getValues();
    onDraftChange({ resumeUrl: typed.resumeUrl ?? '', coverNote: typed.coverNote ?? '', ...files.current });
  };

  const close = () => {
    form.clearErrors();
    setRefusal(null);
    onClose();
  };

  const typed = charLength(watch('coverNote') ?? '');
  const over = typed > COVER_NOTE_MAX;
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
        {companyName} sees your profile with this application. Everything here is optional.
      </Text>
      <FormError message={refusal} />
      <ApplyResume userId={userId} profileResume={profileResume} choice={choice} onChange={choose} />
      <FormField
        label="Resume link"
        error={errors.resumeUrl?.message}
        helper="Or a link to your CV (Google Drive, a website)"
      >
        <Input type="url" inputMode="url" placeholder="https://" {...form.register('resumeUrl')} />
      </FormField>
      <FormField label="Cover note" error={errors.coverNote?.message}>
        <Textarea
          rows={7}
          autoresize
          maxH="20rem"
          placeholder="Why this role, and why you"
          {...form.register('coverNote')}
        />
        <Text
          alignSelf="flex-end"
          fontSize="xs"
          color={over ? 'fg.error' : 'fg.muted'}
          aria-live={over ? 'polite' : 'off'}
        >
          {typed.toLocaleString('en-US')} / {COVER_NOTE_MAX.toLocaleString('en-US')}
        </Text>
      </FormField>
    </FormDialog>
  );
}
