// The danger zone: deleting the account. A dialog asks the person to type their e-mail; a
// different one is refused with words before anything is sent, and the server checks it
// again. Then delete_my_account, sign-out (which wipes this device's copy) and the landing page.
import { Box, Button, CloseButton, Dialog, Flex, Input, List, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useOnline } from '@/hooks/use-online';
import { getSupabase } from '@/lib/supabase';
import { deleteMyAccount } from '../../data/account-rpcs';
import { SectionCard } from '../section-card';

export interface DeleteAccountProps {
  email: string;
  signOut: () => Promise<unknown>;
}

export const WRONG_EMAIL = 'That is not the e-mail address of this account. Type your e-mail address to confirm.';

export function DeleteAccountSection({ email, signOut }: DeleteAccountProps) {
  const online = useOnline();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setOpen(false);
    setTyped('');
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim().toLowerCase() !== email.trim().toLowerCase()) return setError(WRONG_EMAIL);
    setBusy(true);
    const result = await deleteMyAccount(await getSupabase(), typed);
    if (result.error) {
      setBusy(false);
      return setError(result.error);
    }
    await signOut().catch((err: unknown) => console.error('[account] sign-out after deletion failed', err));
    navigate(paths.landing, { replace: true });
    notify('success', { title: 'Account deleted', description: 'Your account and your data on Evee are gone.' });
  };

  return (
    <SectionCard id="danger-zone" title="Danger zone" tone="danger">
      <Flex gap="4" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'center' }}>
        <Box flex="1">
          <Text fontWeight="semibold">Delete account</Text>
          <Text fontSize="sm" color="fg.muted" mt="0.5">
            Removes your profile, saved jobs, alerts and notifications, withdraws your applications and signs you out
            everywhere. Messages you sent stay readable to others as from a “Deleted user”. This cannot be undone.
          </Text>
          {!online && (
            <Text fontSize="sm" color="fg.warning" mt="2" role="status">
              You're offline. Deleting your account needs a connection.
            </Text>
          )}
        </Box>
        <Button colorPalette="red" variant="outline" onClick={() => setOpen(true)} disabled={!online} flexShrink={0}>
          Delete account
        </Button>
      </Flex>
      <Dialog.Root open={open} onOpenChange={(e) => !e.open && close()} role="alertdialog" placement="center" size="md">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content>
              <form onSubmit={submit} noValidate aria-label="Delete account">
                <Dialog.Header>
                  <Dialog.Title>Delete your account?</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <List.Root fontSize="sm" gap="1" ps="4">
                      <List.Item>Your profile, saved jobs, job alerts and notifications are deleted.</List.Item>
                      <List.Item>Your applications are withdrawn.</List.Item>
                      <List.Item>You are signed out on every device.</List.Item>
                    </List.Root>
                    <FormField label="Type your e-mail address to confirm" error={error ?? undefined}>
                      <Input
                        value={typed}
                        onChange={(e) => (setTyped(e.target.value), setError(null))}
                        placeholder={email}
                        type="email"
                        autoComplete="off"
                        spellCheck={false}
                      />
                    </FormField>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer flexWrap="wrap">
                  <Button variant="outline" onClick={close} disabled={busy}>
                    Cancel
                  </Button>
                  <Button type="submit" colorPalette="red" loading={busy} disabled={!typed.trim()}>
                    Delete my account
                  </Button>
                </Dialog.Footer>
              </form>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" disabled={busy} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </SectionCard>
  );
}
