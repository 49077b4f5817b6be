// The server's reason for refusing a write, in words a person can act on. Our own database
// functions and triggers already raise sentences ('Only a company owner can …'), and those are
// shown as they are; PostgreSQL's own messages ('duplicate key value violates unique constraint
// "…"', 'new row violates row-level security policy …') never are: they are mapped by the
// constraint they name, else by their SQLSTATE code, to a sentence saying what to do.
export interface Refusal {
  code?: string | null;
  message: string;
}

/** Sentences for constraints whose refusal has one clear meaning for the person. */
const CONSTRAINT_WORDS: Record<string, string> = {
  talent_profiles_user_id_key: 'Your profile already exists on the server; discard this copy to load it.',
  job_applications_one_live_per_job: 'You have already applied to this job.',
  jobs_company_slug_key:
    'Another job of this company already uses this address; change the address and retry, or discard this copy.',
};

const CODE_WORDS: Record<string, string> = {
  '23505': 'The server already has this; discard this copy to load the server’s.',
  '23503': 'Something it refers to no longer exists on the server; discard this copy to load the server’s.',
  '23502': 'A required field is empty; discard this copy, or fill it in and retry.',
  '23514': 'The server does not accept one of its values; discard this copy to load the server’s.',
  '23P01': 'It overlaps with something the server already has.',
  '42501': 'You no longer have permission to make this change; discard this copy to load the server’s.',
  '22001': 'A value is too long for the server.',
  '22003': 'A number is out of the range the server accepts.',
  '22007': 'A date or time is not in a form the server accepts.',
  '22008': 'A date or time is out of the range the server accepts.',
  '22P02': 'A value is not in the form the server expects.',
};

const GENERIC = 'The server refused this change; discard this copy to load the server’s, or retry.';

/** PostgreSQL's own wording: lower-case, naming a constraint, type or policy. */
const RAW =
  /violates|duplicate key|null value in column|permission denied|row-level security|value too long|invalid input|out of range|syntax|^[a-z]|constraint|relation "|column "/;

/** The constraint a raw PostgreSQL message names, if any. */
export function constraintOf(message: string): string | null {
  return /constraint "([^"]+)"/.exec(message)?.[1] ?? null;
}

function codeFromMessage(message: string): string | null {
  if (/duplicate key value/.test(message)) return '23505';
  if (/violates foreign key constraint/.test(message)) return '23503';
  if (/violates not-null constraint|null value in column/.test(message)) return '23502';
  if (/violates check constraint/.test(message)) return '23514';
  if (/violates exclusion constraint/.test(message)) return '23P01';
  if (/row-level security|permission denied/.test(message)) return '42501';
  if (/value too long/.test(message)) return '22001';
  if (/invalid input syntax|invalid input value/.test(message)) return '22P02';
  return null;
}

/** The refusal in words: never PostgreSQL's raw message. */
export function refusalReason({ code, message }: Refusal): string {
  const text = message.trim();
  const constraint = constraintOf(text);
  if (constraint && CONSTRAINT_WORDS[constraint]) return CONSTRAINT_WORDS[constraint];
  if (text && !RAW.test(text)) return /[.!?]$/.test(text) ? text : `${text}.`;
  const known = (code && CODE_WORDS[code]) || CODE_WORDS[codeFromMessage(text) ?? ''];
  if (known) return known;
  if (code?.startsWith('23')) return CODE_WORDS['23514']!;
  if (code?.startsWith('22')) return 'One of its values is not accepted by the server.';
  return GENERIC;
}
