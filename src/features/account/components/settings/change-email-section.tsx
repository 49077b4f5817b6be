// 'Change e-mail address': the new address, then the code Auth mails to the current one to
// confirm it is the account's owner ('Authentication required for sensitive operations'). The
// new address then gets a link, and becomes the account's address only once it is followed, so
// nobody moves an account to an address they cannot read. Online only.
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { useOnline } from '@/hooks/use-online';
import { useSchemaForm } from '@/lib/form';
import { getSupabase } from '@/lib/supabase';
import { paths } from '@/config/paths';
import { changeEmail } from '../../data/account-rpcs';
import { CODE_PATTERN, CODE_REFUSALS, useReauthentication } from '../../data/use-reauthentication';
import { SectionCard } from '../section-card';
import { ReauthCodeField, ReauthSendNote } from './reauth-code-field';

interface EmailValues {
  email: string;
  code: string;
}

const empty: EmailValues = { email: '', code: '' };

function emailSchema(current: string) {
  return z.object({ email: z.string(), code: z.string() }).superRefine((values, ctx) => {
    const email = values.email.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Enter a valid email address, like name@example.com.' });
    else if (email === current.toLowerCase())
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'This is already your e-mail address' });
  });
}

export function ChangeEmailSection({ email: current }: { email: string }) {
  const online = useOnline();
  const form = useSchemaForm(emailSchema(current), empty);
  const errors = form.formState.errors;
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const reauth = useReauthentication();

  const submit = form.handleSubmit(async (values) => {
    if (!online) return;
    if (!reauth.sent) return reauth.send();
    const code = values.code.trim();
    if (!CODE_PATTERN.test(code)) return form.setError('code', { message: 'Enter the 6-digit code from the e-mail' });
    setBusy(true);
    const target = values.email.trim().toLowerCase();
    const returnTo = `${window.location.origin}${paths.accountSettings}`;
    const result = await changeEmail(await getSupabase(), target, code, returnTo);
    setBusy(false);
    if (result.error)
      return form.setError(CODE_REFUSALS.has(result.code ?? '') ? 'code' : 'email', { message: result.error });
    form.reset(empty);
    reauth.reset();
    setPending(target);
  });

  return (
    <SectionCard id="change-email" title="Change e-mail address">
      <form onSubmit={submit} noValidate aria-label="Change e-mail address">
        <Stack gap="4" maxW="md">
          <Text fontSize="sm" color="fg.muted">
            You sign in with{' '}
            <Text as="strong" color="fg" wordBreak="break-all">
              {current}
            </Text>
            .
          </Text>
          <FormField label="New e-mail address" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </FormField>
          {reauth.sent && (
            <ReauthCodeField
              email={current}
              error={errors.code?.message}
              register={form.register('code')}
              resending={reauth.sending}
              onResend={reauth.send}
            />
          )}
          <ReauthSendNote note={reauth.note} />
          {pending && (
            <Text fontSize="sm" color="fg.success" role="status">
              {`We sent a link to ${pending}. Your address changes to it once you open the link.`}
            </Text>
          )}
          <HStack gap="3" wrap="wrap">
            <Button
              type="submit"
              colorPalette="brand"
              loading={busy || (reauth.sending && !reauth.sent)}
              disabled={!online}
            >
              Change e-mail
            </Button>
            {!online && (
              <Text fontSize="sm" color="fg.warning" role="status">
                You're offline. Changing your e-mail needs a connection.
              </Text>
            )}
          </HStack>
        </Stack>
      </form>
    </SectionCard>
  );
}
