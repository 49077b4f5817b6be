// /reset-password: reached through the emailed link, which signs the person in for recovery;
// choosing a new password keeps them signed in and opens their workspace.
import { Alert, Button, Field, Heading, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { getSupabase } from '@/lib/supabase';
import { useAuthPhase, useSession } from '../data/use-auth';
import { describeAuthError } from '@/utils/auth-errors';
import { describePasswordProblems, passwordProblems } from '@/utils/password-policy';
import { AuthLayout } from './auth-layout';

export function ResetPasswordPage() {
  const session = useSession();
  const phase = useAuthPhase();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = passwordProblems(password);
    if (problems.length) return setError(describePasswordProblems(problems));
    setError(null);
    setBusy(true);
    const { error: failure } = await (await getSupabase()).auth.updateUser({ password });
    setBusy(false);
    if (failure) return setError(describeAuthError(failure as never));
    navigate(paths.workspace, { replace: true });
  };

  return (
    <AuthLayout>
      <Stack gap="2" mb="8">
        <Heading as="h1" size="2xl">
          Choose a new password
        </Heading>
        <Text color="fg.muted">You will stay signed in on this device.</Text>
      </Stack>
      {phase === 'initializing' ? (
        <Spinner aria-label="Checking your reset link" />
      ) : !session ? (
        <Stack gap="4">
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>This reset link is invalid or has expired. Ask for a new one.</Alert.Title>
          </Alert.Root>
          <Button asChild variant="outline">
            <RouterLink to={paths.auth}>Back to sign in</RouterLink>
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Set a new password">
          <Stack gap="5">
            <Field.Root invalid={Boolean(error)}>
              <Field.Label htmlFor="new-password">New password</Field.Label>
              <Input
                id="new-password"
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              <Field.HelperText>
                8 to 128 characters with upper and lower case, a digit and one of @$!%*?&.
              </Field.HelperText>
              <Field.ErrorText>{error}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" colorPalette="brand" size="lg" loading={busy}>
              Update password
            </Button>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
