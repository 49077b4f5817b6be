// A text field that reports its value once typing pauses, and follows its value when it changes
// from outside (back and forward through searches) without fighting what is being typed.
// Drawn as Chakra's Input and InputGroup draw it, but from a plain input with the theme's input
// recipe: Chakra's Input is Ark's field input, whose field machinery (and a textarea
// auto-resizer) Job Search, the first screen, has no use for.
import { Box, chakra, useRecipe } from '@chakra-ui/react';
import { useEffect, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'size'> & {
  value: string;
  onCommit: (value: string) => void;
  delayMs: number;
  /** Each value as typed, before the pause commits it (to start work the commit will need). */
  onDraft?: (value: string) => void;
  /** An icon drawn inside the field's start, as InputGroup's startElement. */
  startIcon?: ReactNode;
};

export function DebouncedInput({ value, onCommit, delayMs, onDraft, startIcon, ...props }: Props) {
  const styles = useRecipe({ key: 'input' })({});
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    if (next === committed.current) return;
    committed.current = next;
    onCommit(next);
  };

  const input = (
    <chakra.input
      {...props}
      // Room for the icon, as InputGroup leaves it (the field's height).
      css={startIcon ? { ...styles, ps: '10' } : styles}
      value={text}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(next), delayMs);
        onDraft?.(next);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit(text);
      }}
    />
  );
  if (!startIcon) return input;
  return (
    <Box position="relative" width="full">
      <Box
        position="absolute"
        insetStart="0"
        height="full"
        px="3"
        display="flex"
        alignItems="center"
        color="fg.muted"
        pointerEvents="none"
        zIndex="2"
      >
        {startIcon}
      </Box>
      {input}
    </Box>
  );
}
