// 'Two-factor authentication': add an authenticator app (its QR code and secret, confirmed with a
// code it shows) or remove it. Once on, signing in asks for the app's code after the password,
// and internal staff of admin rank need it to make changes in the portal. Online only; Auth's
// own words when it refuses. Confirming raises this session to aal2, so removing works at once.
import { Box, Button, Code, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { ShieldCheckIcon } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { AppIcon } from '@/components/app-icon';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/ui/form-field';
import { notify } from '@/components/ui/toaster';
import { useOnline } from '@/hooks/use-online';
import { getSupabase } from '@/lib/supabase';
import { SectionCard } from '../section-card';

interface Enrolment {
  factorId: string;
  qrCode: string;
  secret: string;
}

type Status = { state: 'loading' } | { state: 'off' } | { state: 'on'; factorId: string } | { state: 'failed' };

async function readStatus(): Promise<Status> {
  const { data, error } = await (await getSupabase()).auth.mfa.listFactors();
  if (error) throw error;
  const verified = data.totp[0];
  return verified ? { state: 'on', factorId: verified.id } : { state: 'off' };
}

function codeProblem(code: string): string | null {
  return /^\d{6}$/.test(code) ? null : 'Enter the 6-digit code your authenticator app shows';
}

export function TwoFactorSection() {
  const online = useOnline();
  const [status, setStatus] = useState<Status>({ state: 'loading' });
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Bumped to read the status again after a change.
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);
  useEffect(() => {
    let live = true;
    readStatus().then(
      (next) => live && setStatus(next),
      (err: Error) => {
        if (!live) return;
        setStatus({ state: 'failed' });
        setError(`Two-factor authentication could not be read: ${err.message}`);
      },
    );
    return () => {
      live = false;
    };
  }, [version]);

  const start = async () => {
    setBusy(true);
    setError(null);
    const auth = (await getSupabase()).auth;
    // A setup left half-way (never confirmed) is dropped first, so it does not linger.
    const listed = await auth.mfa.listFactors();
    for (const stale of listed.data?.all.filter((f) => f.status === 'unverified') ?? [])
      await auth.mfa.unenroll({ factorId: stale.id });
    const { data, error: refused } = await auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Authenticator app' });
    setBusy(false);
    if (refused) return setError(refused.message);
    setEnrolment({ factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret });
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!enrolment) return;
    const box = event.currentTarget.elements.namedItem('two-factor-code') as HTMLInputElement;
    const code = box.value.replace(/\s+/g, '');
    const problem = codeProblem(code);
    setCodeError(problem);
    if (problem) return;
    setBusy(true);
    const auth = (await getSupabase()).auth;
    const { error: refused } = await auth.mfa.challengeAndVerify({ factorId: enrolment.factorId, code });
    setBusy(false);
    if (refused)
      return setCodeError(
        refused.status === 429
          ? 'Too many codes were tried. Wait 15 minutes, then try the newest code.'
          : refused.code === 'mfa_verification_failed'
            ? 'That code is not right. Enter the newest code from your app.'
            : refused.message,
      );
    setEnrolment(null);
    notify('success', { title: 'Two-factor authentication is on', description: 'Sign-in now asks for your code.' });
    reload();
  };

  const remove = async (factorId: string) => {
    setBusy(true);
    setError(null);
    const { error: refused } = await (await getSupabase()).auth.mfa.unenroll({ factorId });
    setBusy(false);
    if (refused) return setError(refused.message);
    notify('success', { title: 'Two-factor authentication is off' });
    reload();
  };

  return (
    <SectionCard
      id="two-factor"
      title="Two-factor authentication"
      description="Sign in with a code from an authenticator app as well as your password."
    >
      <Stack gap="4">
        <FormError message={error} />
        {status.state === 'on' && (
          <HStack gap="3" wrap="wrap" justify="space-between">
            <HStack gap="2" color="fg.success">
              <AppIcon icon={ShieldCheckIcon} boxSize="5" />
              <Text fontWeight="medium">On: authenticator app</Text>
            </HStack>
            <Button
              variant="outline"
              colorPalette="red"
              loading={busy}
              disabled={!online}
              onClick={() => void remove(status.factorId)}
            >
              Remove authenticator app
            </Button>
          </HStack>
        )}
        {status.state === 'off' && !enrolment && (
          <HStack gap="3" wrap="wrap">
            <Text color="fg.muted">Off.</Text>
            <Button colorPalette="brand" loading={busy} disabled={!online} onClick={() => void start()}>
              Set up authenticator app
            </Button>
          </HStack>
        )}
        {enrolment && (
          <form onSubmit={confirm} noValidate aria-label="Confirm authenticator app">
            <Stack gap="4" maxW="md">
              <Text>Scan this QR code with your authenticator app, or type the secret into it.</Text>
              <Box bg="white" p="2" borderRadius="md" w="44" borderWidth="1px">
                <Image src={enrolment.qrCode} alt="QR code to add Evee to your authenticator app" w="40" h="40" />
              </Box>
              <Text fontSize="sm">
                Secret:{' '}
                <Code aria-label="Secret" wordBreak="break-all">
                  {enrolment.secret}
                </Code>
              </Text>
              <FormField label="Authentication code" error={codeError ?? undefined}>
                <Input name="two-factor-code" inputMode="numeric" autoComplete="one-time-code" maxLength={7} />
              </FormField>
              <HStack gap="3" wrap="wrap">
                <Button type="submit" colorPalette="brand" loading={busy} disabled={!online}>
                  Turn on
                </Button>
                <Button variant="ghost" onClick={() => setEnrolment(null)}>
                  Cancel
                </Button>
              </HStack>
            </Stack>
          </form>
        )}
        {!online && (
          <Text fontSize="sm" color="fg.warning" role="status">
            You're offline. Two-factor authentication needs a connection.
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}
