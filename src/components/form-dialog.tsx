// A workspace dialog around a form: Cancel and one submit button in the footer, and Enter in a
// field submits too. The caller keeps the draft, so closing or a refusal loses nothing typed.
import { Button, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { WorkspaceDialog } from './workspace-dialog';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: () => void;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

export function FormDialog({ open, onClose, title, submitLabel, busy, onSubmit, children, size }: Props) {
  return (
    <WorkspaceDialog
      open={open}
      onClose={onClose}
      size={size}
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button colorPalette="brand" loading={busy} onClick={onSubmit}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Stack
        as="form"
        gap="4"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </Stack>
    </WorkspaceDialog>
  );
}
