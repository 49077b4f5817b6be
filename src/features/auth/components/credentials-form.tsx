// The sign-in and sign-up form: email (or phone) and password, checked on the client with the
// server's own rules, server errors shown in words beside the form.
import { Alert, Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { getSupabase } from '@/lib/supabase';
import { describeAuthError } from '@/utils/auth-errors';
import { hasErrors, validateCredentials, type CredentialErrors } from '../utils/credentials';

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
    <form
      onSubmit={submit}
      onFocus={() => void getSupabase()}
      noValidate
      aria-label={mode === 'sign-in' ? 'Sign in' : 'Sign up'}
    >
      <Stack gap="5">
        {errors.form && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{errors.form}</Alert.Title>
          </Alert.Root>
        )}
        {notice && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{notice}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root invalid={Boolean(errors[field])}>
          <Field.Label htmlFor={id(field)}>{usePhone ? 'Phone' : 'Email'}</Field.Label>
          <Input
            id={id(field)}
            type={usePhone ? 'tel' : 'email'}
            autoComplete={usePhone ? 'tel' : mode === 'sign-in' ? 'username' : 'email'}
            value={values[field]}
            onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
            placeholder={usePhone ? '+1 555 123 4567' : 'you@example.com'}
          />
          <Field.ErrorText>{errors[field]}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.password)}>
          <Field.Label htmlFor={id('password')}>Password</Field.Label>
          <Input
            id={id('password')}
            type="password"
            autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
            value={values.password}
            onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
          />
          {mode === 'sign-up' && !errors.password && (
            <Field.HelperText>
              8 to 128 characters with upper and lower case, a digit and one of @$!%*?&.
            </Field.HelperText>
          )}
          <Field.ErrorText>{errors.password}</Field.ErrorText>
        </Field.Root>
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
