// The code a password or e-mail change asks for: where it was mailed, the box for it (six
// digits, offered by the phone's keyboard from the mail) and a way to have a new one sent.
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';

interface Props {
  email: string;
  error?: string;
  register: UseFormRegisterReturn;
  resending: boolean;
  onResend: () => void;
}

export function ReauthCodeField({ email, error, register, resending, onResend }: Props) {
  return (
    <Stack gap="2">
      <FormField
        label="Code from your e-mail"
        error={error}
        helper={`We e-mailed a 6-digit code to ${email}. It confirms it is you.`}
      >
        {/* It appears because the person asked for the code: where they type next. */}
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus {...register} />
      </FormField>
      <HStack>
        <Text fontSize="sm" color="fg.muted">
          No code?
        </Text>
        <Button variant="plain" size="sm" px="0" color="brand.fg" loading={resending} onClick={onResend}>
          Send a new code
        </Button>
      </HStack>
    </Stack>
  );
}

/** The last send's outcome: an error, or (calmly) the wait before another code can be mailed. */
export function ReauthSendNote({ note }: { note: { text: string; waiting: boolean } | null }) {
  if (!note) return null;
  return (
    <Text fontSize="sm" color={note.waiting ? 'fg.muted' : 'fg.error'} role={note.waiting ? 'status' : 'alert'}>
      {note.text}
    </Text>
  );
}
