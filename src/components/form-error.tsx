// A form's refusal or failure in words, above its fields, announced to screen readers.
import { Alert } from '@chakra-ui/react';

export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
