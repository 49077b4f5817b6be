// The one form layer: react-hook-form holding a form's values and errors, checked by its zod
// schema (usually made from the row schema, src/utils/form-schema.ts). Checks run on submit and
// then again as the person corrects a field; the first invalid field takes the focus.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

export function useSchemaForm<V extends FieldValues>(schema: z.ZodType<V, V>, defaultValues: DefaultValues<V>) {
  return useForm<V>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

/**
 * react-hook-form's nested errors as one message per dotted field name (`links.0.url`), for
 * forms whose inputs are controlled pieces (row lists, chips) rather than registered inputs.
 */
export function errorMessages(errors: FieldErrors): Record<string, string> {
  const flat: Record<string, string> = {};
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string' && path) flat[path] ??= message;
    for (const [key, child] of Object.entries(node))
      if (key !== 'ref' && key !== 'message' && key !== 'type' && key !== 'types')
        walk(child, path ? `${path}.${key}` : key);
  };
  walk(errors, '');
  return flat;
}
