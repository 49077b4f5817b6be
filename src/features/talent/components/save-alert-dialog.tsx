// 'Save this search as an alert': names the current search (a suggestion is filled in) and
// keeps it, so a notification comes when a matching job opens. A refusal keeps the dialog open
// with the name as typed.
import { Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { FormDialog } from '@/components/form-dialog';

interface Props {
  open: boolean;
  suggestedName: string;
  summary: string;
  onSave: (name: string) => Promise<void>;
  onClose: () => void;
}

export function SaveAlertDialog({ open, suggestedName, summary, onSave, onClose }: Props) {
  const [name, setName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const value = name ?? suggestedName;

  const save = async () => {
    const trimmed = value.trim();
    if (!trimmed) return setError('Give the alert a name');
    if (trimmed.length > 120) return setError('Keep the name to 120 characters');
    setBusy(true);
    setError(null);
    try {
      await onSave(trimmed);
      setName(null);
      onClose();
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
      size="sm"
      title="Save this search as an alert"
      submitLabel="Save alert"
      busy={busy}
      onSubmit={() => void save()}
    >
      <Text fontSize="sm" color="fg.muted">
        We notify you when a job matching {summary} opens. Manage your alerts under Saved Jobs.
      </Text>
      <FormField label="Alert name" error={error ?? undefined}>
        <Input value={value} maxLength={120} onChange={(e) => setName(e.currentTarget.value)} />
      </FormField>
    </FormDialog>
  );
}
