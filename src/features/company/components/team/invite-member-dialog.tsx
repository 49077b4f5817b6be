// 'Invite member': an e-mail address and a role. The invitee gets a notification to accept;
// what was typed stays in the dialog when the invitation cannot be sent. Whether the address
// has an account is never said (the database tells nobody that, as sign-up does not), so the
// sign-up sentence is the same for every address.
import { Button, Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { notify } from '@/components/ui/toaster';
import { companyRoleLabel } from '@/utils/member-role-labels';
import { inviteMember } from '../../data/team-commands';
import { WorkspaceDialog } from '@/components/workspace-dialog';
import { FormError } from '@/components/form-error';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const SIGN_UP = 'If they have no account yet, they will be asked to sign up.';

interface Props {
  open: boolean;
  onClose: () => void;
  onInvited: () => void;
  companyId: string;
  companyName: string;
  roles: string[];
}

export function InviteMemberDialog({ open, onClose, onInvited, companyId, companyName, roles }: Props) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState('company_member');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const address = email.trim();
    const problem = !address
      ? 'Enter an e-mail address'
      : address.length > 254 || !EMAIL.test(address)
        ? 'Enter a valid e-mail address, such as name@example.com'
        : null;
    setEmailError(problem);
    if (problem) return;
    setBusy(true);
    const { error } = await inviteMember(companyId, address, role);
    setBusy(false);
    if (error) {
      setFailure(error);
      return;
    }
    notify('success', {
      title: 'Invitation sent',
      description: `${address} is invited to join ${companyName}. ${SIGN_UP}`,
    });
    setEmail('');
    setRole('company_member');
    onInvited();
    onClose();
  };

  return (
    <WorkspaceDialog
      open={open}
      onClose={onClose}
      title="Invite member"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="invite-member-form" colorPalette="brand" loading={busy}>
            Send invitation
          </Button>
        </>
      }
    >
      <form id="invite-member-form" onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormError message={failure} />
          <Field.Root invalid={Boolean(emailError)}>
            <Field.Label>Email</Field.Label>
            <Input
              type="email"
              value={email}
              onChange={(e) => (setEmail(e.target.value), setEmailError(null))}
              placeholder="name@example.com"
              autoComplete="off"
            />
            {!emailError && (
              <Field.HelperText>They will get a notification to accept the invitation. {SIGN_UP}</Field.HelperText>
            )}
            <Field.ErrorText>{emailError}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Role</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={role} onChange={(e) => setRole(e.target.value)}>
                {roles.map((r) => (
                  <option key={r} value={r}>
                    {companyRoleLabel(r)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Stack>
      </form>
    </WorkspaceDialog>
  );
}
