// A form's refusal or failure in words, above its fields, announced to screen readers. A refusal
// for want of a second factor (the internal portal's changes) links to Settings, where it is set up.
import { Alert, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { needsTwoFactor } from '@/utils/two-factor';

export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
        {needsTwoFactor(message) && (
          <Alert.Description>
            <Link asChild variant="underline">
              <RouterLink to={`${paths.accountSettings}#two-factor`}>Set up two-factor authentication</RouterLink>
            </Link>
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
