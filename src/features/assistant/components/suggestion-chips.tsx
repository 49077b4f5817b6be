// What to ask next, as buttons that ask it.
import { Button, Wrap } from '@chakra-ui/react';

export function SuggestionChips({
  suggestions,
  onPick,
  disabled,
}: {
  suggestions: string[];
  onPick: (s: string) => void;
  disabled?: boolean;
}) {
  if (!suggestions.length) return null;
  return (
    <Wrap gap="2" mt="3" role="group" aria-label="Suggestions">
      {suggestions.map((s) => (
        <Button key={s} size="xs" variant="outline" borderRadius="full" disabled={disabled} onClick={() => onPick(s)}>
          {s}
        </Button>
      ))}
    </Wrap>
  );
}
