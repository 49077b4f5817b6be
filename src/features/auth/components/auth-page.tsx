// /auth: sign in or sign up (product-spec §2), or ask for a password reset link.
import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { lazyComponent } from '@/components/lazy-component';
import { paths } from '@/config/paths';
import { useAtomValue } from '@/lib/store';
import { secondFactorAtom } from '../state';
import { AuthLayout } from './auth-layout';
import { CredentialsForm } from './credentials-form';
import { importFresh } from '@/utils/module-loads';

// Few visitors ask for a reset link: its form loads when asked for, as does the page after sign-up.
const ForgotPasswordForm = lazyComponent(() =>
  importFresh(() => import('./forgot-password-form')).then((m) => m.ForgotPasswordForm),
);
const CheckEmail = lazyComponent(() => importFresh(() => import('./check-email')).then((m) => m.CheckEmail));
const SecondFactorForm = lazyComponent(() =>
  importFresh(() => import('./second-factor-form')).then((m) => m.SecondFactorForm),
);

export function AuthPage() {
  const [params] = useSearchParams();
  const [forgot, setForgot] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const owed = useAtomValue(secondFactorAtom);
  const signUp = params.get('mode') === 'signup';
  // Switching between sign-in and sign-up keeps where the visitor returns afterwards, and the
  // job they came to apply to (paths.signInToApply), which the heading names.
  const next = params.get('next');
  const job = params.get('job')?.trim().slice(0, 120) || null;
  const keep = new URLSearchParams([...(next ? [['next', next]] : []), ...(job ? [['job', job]] : [])]).toString();
  const otherMode = signUp
    ? `${paths.auth}${keep ? `?${keep}` : ''}`
    : `${paths.auth}?mode=signup${keep ? `&${keep}` : ''}`;
  // The confirmation link returns to /auth (signed in, so on to `next` or the workspace).
  const confirmReturn = `${paths.auth}${keep ? `?${keep}` : ''}`;

  if (owed) {
    return (
      <AuthLayout>
        <Suspense>
          <SecondFactorForm factorId={owed.factorId} />
        </Suspense>
      </AuthLayout>
    );
  }

  if (sentTo) {
    return (
      <AuthLayout>
        <Stack gap="2" mb="8">
          <Heading as="h1" size="2xl">
            Check your e-mail
          </Heading>
          <Text color="fg.muted">One more step to finish creating your account.</Text>
        </Stack>
        <Suspense>
          <CheckEmail email={sentTo} redirectTo={confirmReturn} onBack={() => setSentTo(null)} />
        </Suspense>
      </AuthLayout>
    );
  }

  if (forgot) {
    return (
      <AuthLayout>
        <Stack gap="2" mb="8">
          <Heading as="h1" size="2xl">
            Reset your password
          </Heading>
          <Text color="fg.muted">We will email you a link to choose a new one.</Text>
        </Stack>
        <Suspense>
          <ForgotPasswordForm onBack={() => setForgot(false)} />
        </Suspense>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <Stack gap="2" mb="8">
        <Heading as="h1" size="2xl" overflowWrap="anywhere">
          {job
            ? `${signUp ? 'Create your account' : 'Sign in'} to apply to ${job}`
            : signUp
              ? 'Create your account'
              : 'Welcome back'}
        </Heading>
        <Text color="fg.muted">
          {job
            ? 'You come back to the job to apply once you are in.'
            : signUp
              ? 'Join Evee as talent, a company or a recruiter.'
              : 'Sign in to continue to your workspace.'}
        </Text>
      </Stack>
      {signUp ? (
        <CredentialsForm key="sign-up" mode="sign-up" onConfirmationSent={setSentTo} confirmReturn={confirmReturn} />
      ) : (
        <CredentialsForm key="sign-in" mode="sign-in" onForgotPassword={() => setForgot(true)} />
      )}
      <Text mt="8" textAlign="center" color="fg.muted" fontSize="sm">
        {signUp ? 'Already have an account? ' : 'New to Evee? '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={otherMode} replace>
            {signUp ? 'Sign in instead' : 'Create an account'}
          </RouterLink>
        </Link>
      </Text>
    </AuthLayout>
  );
}
