// Asks for a reset link. The link opens /reset-password signed in for recovery.
import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { paths } from '@/config/paths';
import { getSupabase } from '@/lib/supabase';
import { describeAuthError } from '@/utils/auth-errors';
import { FormAlert } from './form-alert';

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setError('Enter the email address you signed up with.');
      return;
    }
    setError(null);
    setBusy(true);
    const { error: failure } = await (
      await getSupabase()
    ).auth.resetPasswordForEmail(email.trim(), {
      redirectTo: `${window.location.origin}${paths.resetPassword}`,
    });
    setBusy(false);
    if (failure) setError(describeAuthError(failure as never));
    else setSent(true);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Reset password">
      <Stack gap="5">
        {sent && (
          <FormAlert status="success">{`If an account exists for ${email.trim()}, a reset link is on its way.`}</FormAlert>
        )}
        <Field.Root invalid={Boolean(error)}>
          <Field.Label htmlFor="forgot-email">Email</Field.Label>
          <Input
            id="forgot-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" size="lg" loading={busy}>
          Send reset link
        </Button>
        <Button variant="ghost" onClick={onBack}>
          Back to sign in
        </Button>
      </Stack>
    </form>
  );
}
