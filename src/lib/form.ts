// The one form layer: react-hook-form holding a form's values and errors, checked by its zod
// schema (usually made from the row schema, src/utils/form-schema.ts). Checks run on submit and
// then again as the person corrects a field; the first invalid field takes the focus.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

export function useSchemaForm<V extends FieldValues>(schema: z.ZodType<V, V>, defaultValues: DefaultValues<V>) {
  return useForm<V>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
