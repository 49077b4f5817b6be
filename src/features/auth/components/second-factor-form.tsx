// The second step of signing in for someone with an authenticator app: the 6-digit code, checked
// by Auth (a new challenge per try, then verify), which raises the session to aal2 and lets the
// workspace open. The box is uncontrolled, so a refused code stays typed for correcting.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { getSupabase } from '@/lib/supabase';
import { signOut } from '../data/use-auth';
import { AuthField } from './auth-field';

const FIELD = 'second-factor-code';

/** Auth's refusals of a code, in words a person can act on. */
export function describeCodeFailure(failure: { status?: number; code?: string; message?: string }): string {
  if (failure.status === 429)
    return 'Too many codes were tried. Wait 15 minutes, then enter the newest code from your app.';
  if (failure.code === 'mfa_verification_failed')
    return 'That code is not right. Enter the newest 6-digit code from your authenticator app.';
  if (failure.code === 'mfa_challenge_expired') return 'That took too long. Enter the newest code and try again.';
  return failure.message || 'The code could not be checked. Try again.';
}

export function SecondFactorForm({ factorId }: { factorId: string }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const box = event.currentTarget.elements.namedItem(FIELD) as HTMLInputElement;
    const code = box.value.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(code)) return setError('Enter the 6-digit code from your authenticator app');
    setError(null);
    setBusy(true);
    const { error: refused } = await (await getSupabase()).auth.mfa.challengeAndVerify({ factorId, code });
    setBusy(false);
    if (refused) setError(describeCodeFailure(refused as never));
  };

  return (
    <Stack gap="8">
      <Stack gap="2">
        <Heading as="h1" size="2xl" id="second-factor-title">
          Enter your authentication code
        </Heading>
        <Text color="fg.muted">Open your authenticator app and type the 6-digit code it shows for Evee.</Text>
      </Stack>
      <form onSubmit={submit} noValidate aria-labelledby="second-factor-title">
        <Stack gap="5">
          <AuthField
            id={FIELD}
            name={FIELD}
            label="Authentication code"
            error={error ?? undefined}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            autoFocus
          />
          <Button type="submit" colorPalette="brand" size="lg" loading={busy}>
            Verify
          </Button>
          <Button variant="ghost" size="sm" alignSelf="center" onClick={() => void signOut()}>
            Sign in with a different account
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
