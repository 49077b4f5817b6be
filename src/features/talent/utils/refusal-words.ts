// The words a refused write shows: the server's own, except a second application to the same
// job (a unique-key refusal, 23505), which reads as the product says it.
export const ALREADY_APPLIED_WORDS = 'You have already applied to this job';

export function refusalWords(failure: { code?: string | null; message: string }, table: string | null): string {
  if (failure.code === '23505' && table === 'job_applications') return ALREADY_APPLIED_WORDS;
  return failure.message;
}
