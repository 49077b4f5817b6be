// 'Change password': a new password and its confirmation, checked against the password policy
// as it is typed (each rule ticked when met) and again before sending; then the code Auth mails
// to confirm it is the account's owner ('Authentication required for sensitive operations'),
// which the change carries. Auth's own words when it refuses. Online only. The form is
// react-hook-form with the schema below.
import { Button, HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import { CheckIcon, CircleIcon } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { AppIcon } from '@/components/app-icon';
import { FormField } from '@/components/ui/form-field';
import { notify } from '@/components/ui/toaster';
import { useOnline } from '@/hooks/use-online';
import { useSchemaForm } from '@/lib/form';
import { getSupabase } from '@/lib/supabase';
import { describePasswordProblems, PASSWORD_RULES, passwordProblems } from '@/utils/password-policy';
import { changePassword } from '../../data/account-rpcs';
import { CODE_PATTERN, CODE_REFUSALS, useReauthentication } from '../../data/use-reauthentication';
import { SectionCard } from '../section-card';
import { ReauthCodeField, ReauthSendNote } from './reauth-code-field';

interface PasswordValues {
  password: string;
  confirm: string;
  code: string;
}

const empty: PasswordValues = { password: '', confirm: '', code: '' };

/** The policy's words for the password; the confirmation only once the password is good. */
const passwordSchema = z
  .object({ password: z.string(), confirm: z.string(), code: z.string() })
  .superRefine((values, ctx) => {
    const problems = passwordProblems(values.password);
    if (problems.length)
      ctx.addIssue({ code: 'custom', path: ['password'], message: describePasswordProblems(problems) });
    else if (values.confirm !== values.password)
      ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'The two passwords do not match' });
  });

export function ChangePasswordSection({ email }: { email: string }) {
  const online = useOnline();
  const form = useSchemaForm(passwordSchema, empty);
  const errors = form.formState.errors;
  const password = form.watch('password');
  const [busy, setBusy] = useState(false);
  const reauth = useReauthentication();

  const submit = form.handleSubmit(async (values) => {
    if (!online) return;
    if (!reauth.sent) return reauth.send();
    const code = values.code.trim();
    if (!CODE_PATTERN.test(code)) return form.setError('code', { message: 'Enter the 6-digit code from the e-mail' });
    setBusy(true);
    const result = await changePassword(await getSupabase(), values.password, code);
    setBusy(false);
    if (result.error)
      return form.setError(CODE_REFUSALS.has(result.code ?? '') ? 'code' : 'password', { message: result.error });
    form.reset(empty);
    reauth.reset();
    notify('success', { title: 'Password changed', description: 'Use your new password the next time you sign in.' });
  });

  return (
    <SectionCard id="change-password" title="Change password">
      <form onSubmit={submit} noValidate aria-label="Change password">
        <Stack gap="4" maxW="md">
          <FormField label="New password" error={errors.password?.message}>
            <Input
              type="password"
              autoComplete="new-password"
              {...form.register('password')}
              aria-describedby="password-policy"
            />
          </FormField>
          <List.Root id="password-policy" gap="1" fontSize="sm" variant="plain" aria-label="Password rules">
            {PASSWORD_RULES.map((rule) => {
              const met = rule.met(password);
              return (
                <List.Item key={rule.label} color={met ? 'fg.success' : 'fg.muted'} alignItems="center">
                  <List.Indicator asChild>
                    <AppIcon icon={met ? CheckIcon : CircleIcon} boxSize={met ? '4' : '2'} mx={met ? '0' : '1'} />
                  </List.Indicator>
                  {rule.label}
                  <Text as="span" srOnly>
                    {met ? ' (met)' : ' (not yet)'}
                  </Text>
                </List.Item>
              );
            })}
          </List.Root>
          <FormField label="Confirm new password" error={errors.confirm?.message}>
            <Input type="password" autoComplete="new-password" {...form.register('confirm')} />
          </FormField>
          {reauth.sent && (
            <ReauthCodeField
              email={email}
              error={errors.code?.message}
              register={form.register('code')}
              resending={reauth.sending}
              onResend={reauth.send}
            />
          )}
          <ReauthSendNote note={reauth.note} />
          <HStack gap="3" wrap="wrap">
            <Button
              type="submit"
              colorPalette="brand"
              loading={busy || (reauth.sending && !reauth.sent)}
              disabled={!online}
            >
              Change password
            </Button>
            {!reauth.sent && online && (
              <Text fontSize="sm" color="fg.muted">
                We e-mail you a code to confirm it is you.
              </Text>
            )}
            {!online && (
              <Text fontSize="sm" color="fg.warning" role="status">
                You're offline. Changing your password needs a connection.
              </Text>
            )}
          </HStack>
        </Stack>
      </form>
    </SectionCard>
  );
}
