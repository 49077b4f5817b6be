// After an e-mail sign-up: the account waits until its address is confirmed. The link in the
// mail returns to /auth with the session in the URL, which supabase-js picks up
// (detectSessionInUrl), so following it signs the person in; the mail can be sent again.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { MailCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { getSupabase } from '@/lib/supabase';
import { describeAuthError } from '@/utils/auth-errors';
import { FormAlert } from './form-alert';

interface Props {
  email: string;
  /** Path the link returns to: /auth, keeping where the visitor was going. */
  redirectTo: string;
  onBack: () => void;
}

export function CheckEmail({ email, redirectTo, onBack }: Props) {
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const resend = async () => {
    setBusy(true);
    setError(null);
    const { error: failure } = await (
      await getSupabase()
    ).auth.resend({ type: 'signup', email, options: { emailRedirectTo: `${window.location.origin}${redirectTo}` } });
    setBusy(false);
    if (failure) setError(describeAuthError(failure as never));
    else setResent(true);
  };

  return (
    <Stack gap="5" aria-label="Check your e-mail" role="region">
      <Box color="brand.fg" aria-hidden>
        <MailCheckIcon size={40} strokeWidth={1.5} />
      </Box>
      <Text>
        We sent a confirmation link to{' '}
        <Text as="strong" fontWeight="semibold" wordBreak="break-all">
          {email}
        </Text>
        . Open it to confirm your address; it signs you in to Evee.
      </Text>
      <Text color="fg.muted" fontSize="sm">
        Nothing arrived? It can take a minute; look in your spam folder, or send the e-mail again.
      </Text>
      {resent && <FormAlert status="success">{`We sent a new link to ${email}.`}</FormAlert>}
      {error && <FormAlert status="error">{error}</FormAlert>}
      <Button colorPalette="brand" variant="outline" size="lg" loading={busy} onClick={resend}>
        Send the e-mail again
      </Button>
      <Button variant="ghost" onClick={onBack}>
        Use a different address
      </Button>
    </Stack>
  );
}
