// Help from the user menu, as a dialog over the current screen (the same as the /help screen).
import { Button } from '@chakra-ui/react';
import { WorkspaceDialog } from '@/components/workspace-dialog';
import { HelpContent } from './help-content';

export function HelpDialog({
  open,
  onClose,
  viewerId,
}: {
  open: boolean;
  onClose: () => void;
  viewerId: string | null;
}) {
  return (
    <WorkspaceDialog
      open={open}
      onClose={onClose}
      title="Help"
      size="lg"
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <HelpContent viewerId={viewerId} />
    </WorkspaceDialog>
  );
}
