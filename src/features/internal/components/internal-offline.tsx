// What an internal screen says when the network is cut: the portal reads and writes the server
// directly, so it cannot work offline; what is on screen stays, and forms keep what was typed.
import { Alert } from '@chakra-ui/react';

export const INTERNAL_OFFLINE = "You're offline — the internal portal needs a connection";

export function InternalOfflineBanner() {
  return (
    <Alert.Root status="warning" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{INTERNAL_OFFLINE}</Alert.Title>
        <Alert.Description>
          What you see stays here, and nothing you typed is lost; changes wait for the network.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
