// A labelled input of the sign-in form with its helper or error below, drawn as Chakra's Field
// and Input draw them but from plain elements with the theme's input recipe: Chakra's Input is
// Ark's field input, which brings Ark's field machinery (and a textarea auto-resizer) that
// /auth's JavaScript budget cannot carry. The input is named by its label and described by the
// error or helper; aria-invalid gives it the invalid look.
import { Box, chakra, Text, useRecipe } from '@chakra-ui/react';
import type { InputHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'size'> {
  id: string;
  label: string;
  error?: string;
  helper?: string;
  hidden?: boolean;
}

export function AuthField({ id, label, error, helper, hidden, ...input }: Props) {
  const styles = useRecipe({ key: 'input' })({});
  const note = error ?? helper;
  const noteId = note ? `${id}-${error ? 'error' : 'helper'}` : undefined;
  return (
    <Box display={hidden ? 'none' : 'flex'} flexDirection="column" alignItems="flex-start" gap="1.5" width="100%">
      <chakra.label htmlFor={id} textStyle="sm" fontWeight="medium" userSelect="none">
        {label}
      </chakra.label>
      <chakra.input {...input} id={id} css={styles} aria-invalid={error ? true : undefined} aria-describedby={noteId} />
      {note && (
        <Text
          id={noteId}
          textStyle="xs"
          fontWeight={error ? 'medium' : undefined}
          color={error ? 'fg.error' : 'fg.muted'}
        >
          {note}
        </Text>
      )}
    </Box>
  );
}
