// The sign-in and sign-up form: email (or phone) and password, checked on the client with the
// server's own rules, server errors shown in words beside the form. The checks, the server's
// words and the alert load on the first focus of the form (with the Supabase client), not with
// the page: /auth must paint on a slow phone within its JavaScript budget.
import { Button, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { getSupabase } from '@/lib/supabase';
import type { CredentialErrors } from '../utils/credentials';
import { AuthField } from './auth-field';

const loadChecks = () => Promise.all([import('../utils/credentials'), import('@/utils/auth-errors')]);
const FormAlert = lazy(() => import('./form-alert').then((m) => ({ default: m.FormAlert })));
const warmUp = () => {
  void getSupabase();
  void loadChecks();
  void import('./form-alert');
};

interface Props {
  mode: 'sign-in' | 'sign-up';
  onForgotPassword?: () => void;
}

export function CredentialsForm({ mode, onForgotPassword }: Props) {
  const [usePhone, setUsePhone] = useState(false);
  const [values, setValues] = useState({ email: '', phone: '', password: '' });
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = (field: string) => `${mode}-${field}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const input = usePhone ? { ...values, email: '' } : { ...values, phone: '' };
    const [{ hasErrors, validateCredentials }, { describeAuthError }] = await loadChecks();
    const found = validateCredentials(input, mode);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    const credentials = usePhone
      ? { phone: input.phone.trim(), password: input.password }
      : { email: input.email.trim(), password: input.password };
    const result =
      mode === 'sign-in'
        ? await (await getSupabase()).auth.signInWithPassword(credentials)
        : await (await getSupabase()).auth.signUp(credentials);
    setBusy(false);
    if (result.error) {
      setErrors({ form: describeAuthError(result.error as never) });
      return;
    }
    if (mode === 'sign-up' && !result.data.session) {
      setNotice('Check your inbox to confirm your email address, then sign in.');
    }
  };

  const field = usePhone ? 'phone' : 'email';
  return (
    <form onSubmit={submit} onFocus={warmUp} noValidate aria-label={mode === 'sign-in' ? 'Sign in' : 'Sign up'}>
      <Stack gap="5">
        <Suspense>
          {errors.form && <FormAlert status="error">{errors.form}</FormAlert>}
          {notice && <FormAlert status="success">{notice}</FormAlert>}
        </Suspense>
        <AuthField
          id={id(field)}
          label={usePhone ? 'Phone' : 'Email'}
          error={errors[field]}
          type={usePhone ? 'tel' : 'email'}
          autoComplete={usePhone ? 'tel' : mode === 'sign-in' ? 'username' : 'email'}
          value={values[field]}
          onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
          placeholder={usePhone ? '+1 555 123 4567' : 'you@example.com'}
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
          value={values.password}
          onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
        />
        <Button type="submit" colorPalette="brand" size="lg" loading={busy}>
          {mode === 'sign-in' ? 'Sign in' : 'Sign up'}
        </Button>
        <Stack direction="row" justify="space-between" fontSize="sm">
          <Button variant="plain" size="sm" px="0" color="brand.fg" onClick={() => setUsePhone((p) => !p)}>
            {usePhone ? 'Use email instead' : 'Use phone number instead'}
          </Button>
          {onForgotPassword && (
            <Button variant="plain" size="sm" px="0" color="brand.fg" onClick={onForgotPassword}>
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
