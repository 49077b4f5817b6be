// A labelled form field with its helper text, or its error beside it in place of the helper
// (CONVENTIONS 16: forms use labelled fields with errors shown beside them).
import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props {
  label: string;
  error?: string;
  helper?: string;
  required?: boolean;
  children: ReactNode;
}

export function FormField({ label, error, helper, required, children }: Props) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
