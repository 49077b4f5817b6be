// /help (product-spec §2's shared paths): Help as a screen of its own.
import { Stack } from '@chakra-ui/react';
import { PageHeader } from '@/components/page-header';
import { HelpContent } from './help-content';

export function HelpPage({ viewerId }: { viewerId: string | null }) {
  return (
    <Stack gap="6" pb="16" maxW="3xl">
      <PageHeader title="Help" description="Ask Evee's staff, and read their replies to your requests." />
      <HelpContent viewerId={viewerId} />
    </Stack>
  );
}
