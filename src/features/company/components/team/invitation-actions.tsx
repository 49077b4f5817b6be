// 'Resend' and 'Revoke' on a pending invitation, for someone who could have sent it. Revoking
// asks first; the server's refusal (too soon to resend, already answered) shows in words.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '@/components/ui/toaster';
import { WorkspaceDialog } from '@/components/workspace-dialog';
import { resendInvitation, revokeInvitation } from '../../data/team-commands';

interface Props {
  invitationId: string;
  email: string;
  online: boolean;
  onChanged: () => void;
}

export function InvitationActions({ invitationId, email, online, onChanged }: Props) {
  const [busy, setBusy] = useState<'resend' | 'revoke' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const resend = async () => {
    setError(null);
    setBusy('resend');
    const result = await resendInvitation(invitationId);
    setBusy(null);
    if (result.error) setError(result.error);
    else notify('success', { title: 'Invitation sent again', description: `${email} is reminded of the invitation.` });
  };

  const revoke = async () => {
    setError(null);
    setBusy('revoke');
    const result = await revokeInvitation(invitationId);
    setBusy(null);
    setConfirming(false);
    if (result.error) return setError(result.error);
    notify('success', { title: 'Invitation revoked', description: `${email} can no longer join with it.` });
    onChanged();
  };

  return (
    <Stack gap="1" align={{ base: 'stretch', md: 'end' }}>
      <HStack gap="2">
        <Button
          size="xs"
          variant="outline"
          disabled={!online || busy !== null}
          loading={busy === 'resend'}
          onClick={() => void resend()}
          aria-label={`Resend the invitation to ${email}`}
        >
          Resend
        </Button>
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          disabled={!online || busy !== null}
          onClick={() => setConfirming(true)}
          aria-label={`Revoke the invitation to ${email}`}
        >
          Revoke
        </Button>
      </HStack>
      {error && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
      <WorkspaceDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        alert
        size="sm"
        title={`Revoke the invitation to ${email}?`}
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button colorPalette="red" loading={busy === 'revoke'} onClick={() => void revoke()}>
              Revoke
            </Button>
          </>
        }
      >
        <Text>They can no longer accept it. You can invite them again later.</Text>
      </WorkspaceDialog>
    </Stack>
  );
}
