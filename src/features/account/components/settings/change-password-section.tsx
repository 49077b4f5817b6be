// 'Change password': a new password and its confirmation, checked against the password policy
// as it is typed (each rule ticked when met) and again before sending; Auth's own words when it
// refuses. Online only.
import { Button, HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import { CheckIcon, CircleIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { AppIcon } from '@/components/app-icon';
import { FormField } from '@/components/ui/form-field';
import { notify } from '@/components/ui/toaster';
import { useOnline } from '@/hooks/use-online';
import { getSupabase } from '@/lib/supabase';
import { describePasswordProblems, PASSWORD_RULES, passwordProblems } from '@/utils/password-policy';
import { changePassword } from '../../data/account-rpcs';
import { SectionCard } from '../section-card';

export function ChangePasswordSection() {
  const online = useOnline();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = passwordProblems(password);
    const found = {
      password: problems.length ? describePasswordProblems(problems) : undefined,
      confirm: !problems.length && confirm !== password ? 'The two passwords do not match' : undefined,
    };
    setErrors(found);
    if (found.password || found.confirm || !online) return;
    setBusy(true);
    const result = await changePassword(await getSupabase(), password);
    setBusy(false);
    if (result.error) return setErrors({ password: result.error });
    setPassword('');
    setConfirm('');
    notify('success', { title: 'Password changed', description: 'Use your new password the next time you sign in.' });
  };

  return (
    <SectionCard id="change-password" title="Change password">
      <form onSubmit={submit} noValidate aria-label="Change password">
        <Stack gap="4" maxW="md">
          <FormField label="New password" error={errors.password}>
            <Input
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => (setPassword(e.target.value), setErrors({}))}
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
          <FormField label="Confirm new password" error={errors.confirm}>
            <Input
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => (setConfirm(e.target.value), setErrors((x) => ({ ...x, confirm: undefined })))}
            />
          </FormField>
          <HStack gap="3" wrap="wrap">
            <Button type="submit" colorPalette="brand" loading={busy} disabled={!online}>
              Change password
            </Button>
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
