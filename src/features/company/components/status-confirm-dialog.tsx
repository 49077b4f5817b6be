// The question before rejecting a candidate or moving them out of Hired: who, from what to
// what, and that they will be told. Loaded lazily by the status control.
import { Button, Text } from '@chakra-ui/react';
import type { ApplicationStatus } from '@sync/collections/workspace-records/rows';
import { WorkspaceDialog } from '@/components/workspace-dialog';
import { applicationStatusLabels } from '@/utils/application-status';

interface Props {
  candidateName: string;
  from: ApplicationStatus;
  to: ApplicationStatus;
  onConfirm: () => void;
  onCancel: () => void;
}

export default function StatusConfirmDialog({ candidateName, from, to, onConfirm, onCancel }: Props) {
  const rejecting = to === 'rejected';
  const title = rejecting ? `Reject ${candidateName}?` : `Move ${candidateName} out of Hired?`;
  const action = rejecting ? 'Reject' : `Move to ${applicationStatusLabels[to]}`;
  return (
    <WorkspaceDialog
      open
      alert
      size="sm"
      onClose={onCancel}
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button colorPalette={rejecting ? 'red' : 'brand'} onClick={onConfirm}>
            {action}
          </Button>
        </>
      }
    >
      <Text>
        {candidateName} moves from {applicationStatusLabels[from]} to {applicationStatusLabels[to]}, and is told that
        their application is now {applicationStatusLabels[to]}.
      </Text>
    </WorkspaceDialog>
  );
}
