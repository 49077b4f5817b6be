// The message above an auth form: the server's or the checks' words, or a notice. Loaded when
// first needed (with Chakra's alert and its icons), not with the sign-in page.
import { Alert } from '@chakra-ui/react';

export function FormAlert({ status, children }: { status: 'error' | 'success'; children: string }) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}
