// Adding someone who is not on Evee yet: a name, and if known an e-mail, a resume link, notes
// and tags. The draft is the screen's, so a refusal or closing loses nothing.
import { Input, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { FormError } from '@/components/form-error';

export interface LeadDraft {
  fullName: string;
  email: string;
  resumeUrl: string;
  notes: string;
  tags: string;
}

export const emptyLead: LeadDraft = { fullName: '', email: '', resumeUrl: '', notes: '', tags: '' };

interface Props {
  open: boolean;
  draft: LeadDraft;
  onDraftChange: (draft: LeadDraft) => void;
  onSubmit: (draft: LeadDraft) => Promise<void>;
  onClose: () => void;
}

export function AddCandidateDialog({ open, draft, onDraftChange, onSubmit, onClose }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<LeadDraft>) => onDraftChange({ ...draft, ...patch });
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await onSubmit(draft);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Add a candidate"
      submitLabel="Add candidate"
      busy={busy}
      onSubmit={() => void submit()}
    >
      <FormError message={error} />
      <FormField label="Name" required>
        <Input value={draft.fullName} onChange={(e) => set({ fullName: e.currentTarget.value })} />
      </FormField>
      <FormField label="E-mail">
        <Input type="email" value={draft.email} onChange={(e) => set({ email: e.currentTarget.value })} />
      </FormField>
      <FormField label="Resume link">
        <Input
          type="url"
          placeholder="https://"
          value={draft.resumeUrl}
          onChange={(e) => set({ resumeUrl: e.currentTarget.value })}
        />
      </FormField>
      <FormField label="Notes">
        <Textarea rows={3} value={draft.notes} onChange={(e) => set({ notes: e.currentTarget.value })} />
      </FormField>
      <FormField label="Tags" helper="Separated by commas">
        <Input value={draft.tags} onChange={(e) => set({ tags: e.currentTarget.value })} />
      </FormField>
    </FormDialog>
  );
}
