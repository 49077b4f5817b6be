/**
 * Runs a row schema before a write reaches the device: the first problem becomes a
 * WorkspaceInputError naming its field, in the schema's words, and nothing is written. The
 * server still decides; this only spares the person a refusal later.
 */
import type { z } from 'zod';
import { WorkspaceInputError } from '../workspace/input-error';

export function checkRow(schema: z.ZodType, row: unknown): void {
  const result = schema.safeParse(row);
  if (result.success) return;
  const first = result.error.issues[0];
  throw new WorkspaceInputError(first?.path.map(String).join('.') ?? '', first?.message ?? 'This is not a valid row');
}
