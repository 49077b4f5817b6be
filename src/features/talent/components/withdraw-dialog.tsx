// Confirms withdrawing an application: the company no longer sees it, and applying again later
// starts a new one.
import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { WorkspaceDialog } from '@/components/workspace-dialog';

interface Props {
  target: { jobTitle: string; companyName: string } | null;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

export function WithdrawDialog({ target, onConfirm, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <WorkspaceDialog
      open={!!target}
      onClose={onClose}
      alert
      size="sm"
      title="Withdraw application?"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Keep it
          </Button>
          <Button colorPalette="red" loading={busy} onClick={() => void confirm()}>
            Withdraw
          </Button>
        </>
      }
    >
      <Text>
        {target?.companyName} will no longer see your application to {target?.jobTitle}. You can apply again later while
        the job is open.
      </Text>
      {error && (
        <Text role="alert" color="fg.error" mt="3">
          {error}
        </Text>
      )}
    </WorkspaceDialog>
  );
}
