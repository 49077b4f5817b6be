// Accept and Decline on a notification that asks for an answer (a company invitation, a
// recruiter's request for consent), with 'Processing...' on the one being sent. Clicks stay
// on the buttons: the notification around them opens on a click.
import { Button, HStack } from '@chakra-ui/react';
import type { InvitationAnswer as Answer } from '@/utils/notification-fields';

interface Props {
  busy: Answer | null;
  onAnswer: (answer: Answer) => void;
}

export function AnswerButtons({ busy, onAnswer }: Props) {
  const button = (answer: Answer, label: string, variant: 'solid' | 'outline') => (
    <Button
      size="xs"
      colorPalette={variant === 'solid' ? 'brand' : undefined}
      variant={variant}
      disabled={busy !== null}
      onClick={(e) => {
        e.stopPropagation();
        onAnswer(answer);
      }}
    >
      {busy === answer ? 'Processing...' : label}
    </Button>
  );
  return (
    <HStack gap="2">
      {button('accept', 'Accept', 'solid')}
      {button('decline', 'Decline', 'outline')}
    </HStack>
  );
}
