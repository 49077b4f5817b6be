// The age of a server answer on screen ('Updated 5 minutes ago'), so a kept answer shown at once
// on a returning visit, or offline, is never taken for a fresh one. Offline it says so in words
// too. It moves on by itself (a coarse timer: minutes are its finest unit).
import { HStack, Text } from '@chakra-ui/react';
import { ClockIcon, WifiOffIcon } from 'lucide-react';
import { AppIcon } from '@/components/app-icon';
import { useNow } from '@/hooks/use-now';
import { updatedAge } from '@/utils/updated-age';

export const OFFLINE_WORDS = "You're offline";

export function AnswerAge({ updatedAt, offline }: { updatedAt: Date | null; offline: boolean }) {
  const now = useNow(30_000);
  if (!updatedAt) return null;
  const age = updatedAge(updatedAt, now);
  return (
    <HStack gap="1.5" color="fg.muted" fontSize="sm" data-testid="answer-age">
      <AppIcon icon={offline ? WifiOffIcon : ClockIcon} boxSize="3.5" />
      <Text asChild>
        <time dateTime={updatedAt.toISOString()} title={updatedAt.toLocaleString()}>
          {offline ? `${OFFLINE_WORDS} · ${age}` : age}
        </time>
      </Text>
    </HStack>
  );
}
