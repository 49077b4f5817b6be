// What a refused write was, in a person's words ('Talent profile', 'Job: Senior Engineer'),
// from the failure's table and the version the server refused. Workspace records carry their
// server table and row; the other collections are the row itself.
export interface RefusedWriteInput {
  table_name: string;
  attempted: Record<string, unknown>;
}

type Row = Record<string, unknown>;

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

function clip(text: string, max = 48): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

const titled = (kind: string, name: string | null) => (name ? `${kind}: ${clip(name)}` : kind);

/** By server table: the kind of thing, and the column that names it. */
const RECORD_LABELS: Record<string, (row: Row) => string> = {
  talent_profiles: () => 'Talent profile',
  hiring_plans: (r) => titled('Hiring plan', str(r.title)),
  jobs: (r) => titled('Job', str(r.title)),
  job_applications: () => 'Job application',
  saved_jobs: (r) => titled('Saved job', str(r.job_title)),
  job_alerts: (r) => titled('Job alert', str(r.name)),
  support_tickets: (r) => titled('Support ticket', str(r.subject)),
  recruiter_candidates: (r) => titled('Candidate', str(r.full_name)),
  recruiter_submissions: () => 'Candidate submission',
  recruiter_ownerships: () => 'Candidate ownership',
  placements: () => 'Placement',
  recruiter_campaigns: (r) => titled('Campaign', str(r.name)),
  campaign_recipients: (r) => titled('Campaign recipient', str(r.full_name)),
  calendar_events: (r) => titled('Event', str(r.title)),
};

const COLLECTION_LABELS: Record<string, (doc: Row) => string> = {
  user_profiles: () => 'Your name and photo',
  conversation_messages: (d) => (str(d.content) ? `Message: “${clip(str(d.content)!, 40)}”` : 'Message'),
  conversation_participants: () => 'Conversation read position',
  notifications: () => 'Notification marked read',
  companies: (d) => titled('Company', str(d.name)),
  company_team_members: () => 'Team membership',
  user_roles: () => 'Role',
};

const humanise = (name: string) => {
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function refusedWriteLabel({ table_name, attempted }: RefusedWriteInput): string {
  if (table_name === 'workspace_records') {
    const table = str(attempted.table) ?? 'record';
    const row = (attempted.row ?? {}) as Row;
    return RECORD_LABELS[table]?.(row) ?? humanise(table);
  }
  return COLLECTION_LABELS[table_name]?.(attempted) ?? humanise(table_name);
}
