// The sign-in and sign-up form: email (or phone) and password, checked on the client with the
// server's own rules, server errors shown in words beside the form. The checks, the server's
// words and the alert load on the first focus of the form (with the Supabase client), not with
// the page: /auth must paint on a slow phone within its JavaScript budget.
// The sign-in form arrives prerendered (src/prerender) and can be typed into before React
// hydrates it, so the boxes are uncontrolled and read on submit: the text in them is what is
// sent, never a copy in state that hydration would leave empty. Until hydrated its buttons are
// disabled: a native submit (which would reload the page and drop the text) cannot happen, and a
// press that would do nothing says so; they look unready only if that lasts.
// Sign-in also offers a link by e-mail (magic link) instead of the password: it returns to this
// page with the session in the URL, which signs the person in as the confirmation link does.
import { Button, Stack, Text } from '@chakra-ui/react';
import { Suspense, useState, type FormEvent, type MouseEvent } from 'react';
import { lazyComponent } from '@/components/lazy-component';
import { useHydrated } from '@/hooks/use-hydrated';
import { getSupabase } from '@/lib/supabase';
import type { CredentialErrors, CredentialsInput } from '../utils/credentials';
import { AuthField } from './auth-field';
import { importFresh } from '@/utils/module-loads';

const loadChecks = () =>
  Promise.all([importFresh(() => import('../utils/credentials')), importFresh(() => import('@/utils/auth-errors'))]);
const FormAlert = lazyComponent(() => importFresh(() => import('./form-alert')).then((m) => m.FormAlert));
// Warm-ups only: what fails here (offline) is loaded again, and reported, where it is used.
const ignore = () => undefined;
const warmUp = () => {
  getSupabase().catch(ignore);
  loadChecks().catch(ignore);
  importFresh(() => import('./form-alert')).catch(ignore);
};

// Pressed before hydration, nothing happens; past a second of that, the buttons pulse.
const UNTIL_HYDRATED = {
  disabled: true,
  _disabled: { opacity: 1, cursor: 'progress', animation: 'pulse 1.5s ease-in-out 1s infinite' },
};

interface Props {
  mode: 'sign-in' | 'sign-up';
  onForgotPassword?: () => void;
  /** Sign-up by e-mail: the account waits for the link mailed to the address, which returns to `confirmReturn`. */
  onConfirmationSent?: (email: string) => void;
  confirmReturn?: string;
}

export function CredentialsForm({ mode, onForgotPassword, onConfirmationSent, confirmReturn }: Props) {
  const hydrated = useHydrated();
  const [usePhone, setUsePhone] = useState(false);
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [linkBusy, setLinkBusy] = useState(false);
  const id = (field: keyof CredentialsInput) => `${mode}-${field}`;

  const sendLink = async (event: MouseEvent<HTMLButtonElement>) => {
    const field = event.currentTarget.form?.elements.namedItem(id('email')) as HTMLInputElement | null;
    const email = (field?.value ?? '').trim();
    setNotice(null);
    const [{ emailProblem }, { describeAuthError }] = await loadChecks();
    const problem = emailProblem(email);
    setErrors(problem ? { email: problem } : {});
    if (problem) return;
    setLinkBusy(true);
    const { pathname, search, origin } = window.location;
    const { error } = await (
      await getSupabase()
    ).auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false, emailRedirectTo: `${origin}${pathname}${search}` },
    });
    setLinkBusy(false);
    // An address with no account is told the same as one with: the form does not say who has one.
    if (error && error.code !== 'otp_disabled') setErrors({ form: describeAuthError(error as never) });
    else
      setNotice(`If an account exists for ${email}, a sign-in link is on its way. Open it on this device to sign in.`);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { elements } = event.currentTarget;
    const typed = (field: keyof CredentialsInput) => (elements.namedItem(id(field)) as HTMLInputElement).value;
    const input = {
      email: usePhone ? '' : typed('email'),
      phone: usePhone ? typed('phone') : '',
      password: typed('password'),
    };
    setNotice(null);
    const [{ hasErrors, validateCredentials }, { describeAuthError }] = await loadChecks();
    const found = validateCredentials(input, mode);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    const credentials = usePhone
      ? { phone: input.phone.trim(), password: input.password }
      : { email: input.email.trim(), password: input.password };
    const emailRedirectTo = `${window.location.origin}${confirmReturn ?? ''}`;
    const result =
      mode === 'sign-in'
        ? await (await getSupabase()).auth.signInWithPassword(credentials)
        : await (await getSupabase()).auth.signUp({ ...credentials, options: { emailRedirectTo } });
    setBusy(false);
    if (result.error) {
      setErrors({ form: describeAuthError(result.error as never) });
      return;
    }
    if (mode === 'sign-up' && !result.data.session) {
      if (onConfirmationSent && credentials.email) onConfirmationSent(credentials.email);
      else setNotice('Check your inbox to confirm your email address, then sign in.');
    }
  };

  return (
    <form onSubmit={submit} onFocus={warmUp} noValidate aria-label={mode === 'sign-in' ? 'Sign in' : 'Sign up'}>
      <Stack gap="5">
        <Suspense>
          {errors.form && <FormAlert status="error">{errors.form}</FormAlert>}
          {notice && <FormAlert status="success">{notice}</FormAlert>}
        </Suspense>
        {/* Both stay mounted, so switching between email and phone keeps what was typed in each. */}
        <AuthField
          id={id('email')}
          label="Email"
          hidden={usePhone}
          error={errors.email}
          type="email"
          autoComplete={mode === 'sign-in' ? 'username' : 'email'}
          placeholder="you@example.com"
        />
        <AuthField
          id={id('phone')}
          label="Phone"
          hidden={!usePhone}
          error={errors.phone}
          type="tel"
          autoComplete="tel"
          placeholder="+1 555 123 4567"
        />
        <AuthField
          id={id('password')}
          label="Password"
          error={errors.password}
          helper={
            mode === 'sign-up'
              ? '8 to 128 characters with upper and lower case, a digit and one of @$!%*?&.'
              : undefined
          }
          type="password"
          autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
        />
        <Button type="submit" colorPalette="brand" size="lg" loading={busy} {...(!hydrated && UNTIL_HYDRATED)}>
          {mode === 'sign-in' ? 'Sign in' : 'Sign up'}
        </Button>
        {mode === 'sign-in' && !usePhone && (
          <Button variant="outline" size="lg" loading={linkBusy} onClick={sendLink} {...(!hydrated && UNTIL_HYDRATED)}>
            Email me a sign-in link
          </Button>
        )}
        <Stack direction="row" justify="space-between" fontSize="sm">
          <Button
            variant="plain"
            size="sm"
            px="0"
            color="brand.fg"
            onClick={() => setUsePhone((p) => !p)}
            {...(!hydrated && UNTIL_HYDRATED)}
          >
            {usePhone ? 'Use email instead' : 'Use phone number instead'}
          </Button>
          {onForgotPassword && (
            <Button
              variant="plain"
              size="sm"
              px="0"
              color="brand.fg"
              onClick={onForgotPassword}
              {...(!hydrated && UNTIL_HYDRATED)}
            >
              Forgot password?
            </Button>
          )}
        </Stack>
        {mode === 'sign-up' && (
          <Text fontSize="xs" color="fg.muted">
            By signing up you agree to use Evee fairly and respectfully.
          </Text>
        )}
      </Stack>
    </form>
  );
}
