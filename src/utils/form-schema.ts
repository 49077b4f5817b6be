// A form's schema made from its table's row schema (sync/schemas), so the form and sync's checked
// writes refuse the same values in the same words. The form holds what its inputs hold (text);
// `toRow` turns that into the row's fields, the row schema judges them, and each issue is put
// beside the form field it came from. `precheck` is for what only text can get wrong (not a
// number at all, too many decimals): its word wins for its field.
import { z } from 'zod';

/** By field; a list's rows by `links.0.url` and so on. */
type Errors<V> = Partial<Record<(keyof V & string) | `${keyof V & string}.${string}`, string>>;

interface Options<V> {
  /** The shape of the form's values (usually plain strings and booleans). */
  values: z.ZodType<V, V>;
  /** The row schema, picked to the columns this form writes. */
  row: z.ZodType;
  toRow: (values: V) => unknown;
  /** Row column → form field, where their names differ. */
  fieldOf?: Record<string, keyof V & string>;
  precheck?: (values: V) => Errors<V>;
}

export function formSchemaFromRow<V>({ values, row, toRow, fieldOf = {}, precheck }: Options<V>): z.ZodType<V, V> {
  return values.superRefine((v, ctx) => {
    const pre: Errors<V> = precheck?.(v) ?? {};
    for (const [path, message] of Object.entries(pre))
      if (typeof message === 'string') ctx.addIssue({ code: 'custom', path: [path], message });
    const result = row.safeParse(toRow(v));
    if (result.success) return;
    for (const issue of result.error.issues) {
      const column = String(issue.path[0] ?? '');
      const field = fieldOf[column] ?? column;
      // The typed text's word wins, for the field and for a list whose rows it already marked.
      if (field in pre || Object.keys(pre).some((key) => key.startsWith(`${field}.`))) continue;
      ctx.addIssue({ code: 'custom', path: [field, ...issue.path.slice(1)], message: issue.message });
    }
  });
}

/** The first problem per field, as the form shows them (for tests and non-form callers). */
export function formErrors<V>(schema: z.ZodType<V, V>, values: V): Errors<V> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (!result.success)
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      errors[key] ??= issue.message;
    }
  return errors as Errors<V>;
}
