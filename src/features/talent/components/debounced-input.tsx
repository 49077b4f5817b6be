// A text field that reports its value once typing pauses, and follows its value when it changes
// from outside (back and forward through searches) without fighting what is being typed.
import { Input, type InputProps } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';

type Props = Omit<InputProps, 'value' | 'onChange'> & {
  value: string;
  onCommit: (value: string) => void;
  delayMs: number;
};

export function DebouncedInput({ value, onCommit, delayMs, ...props }: Props) {
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

  return (
    <Input
      {...props}
      value={text}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(next), delayMs);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit(text);
      }}
    />
  );
}
