// /reset-password: reached through the emailed link, which signs the person in for recovery;
// choosing a new password keeps them signed in and opens their workspace. Auth's invitation
// link lands here too (?invited=1): the account it made has no password yet, so the page asks
// for one, and the workspace then shows the invitation to accept or decline.
import { Alert, Button, Field, Heading, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
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
  const invited = useSearchParams()[0].get('invited') === '1';
  const words = invited ? INVITED : RESET;
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
          {words.heading}
        </Heading>
        <Text color="fg.muted">{words.lead}</Text>
      </Stack>
      {phase === 'initializing' ? (
        <Spinner aria-label={words.checking} />
      ) : !session ? (
        <Stack gap="4">
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{words.expired}</Alert.Title>
          </Alert.Root>
          <Button asChild variant="outline">
            <RouterLink to={paths.auth}>Back to sign in</RouterLink>
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-label={words.form}>
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
              {words.submit}
            </Button>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}

const RESET = {
  heading: 'Choose a new password',
  lead: 'You will stay signed in on this device.',
  checking: 'Checking your reset link',
  expired: 'This reset link is invalid or has expired. Ask for a new one.',
  form: 'Set a new password',
  submit: 'Update password',
};

const INVITED = {
  heading: 'Set your password',
  lead: 'You were invited to Evee. Choose a password to finish setting up your account; your invitation is waiting in your workspace.',
  checking: 'Checking your invitation link',
  expired: 'This invitation link is invalid or has expired. Sign up with the invited e-mail address instead.',
  form: 'Set your password',
  submit: 'Set password',
};
