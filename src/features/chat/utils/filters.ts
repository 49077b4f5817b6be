// The list's filters (product-spec §2). By role: which of the user's roles they speak in
// (talent always; company when a member of a company; internal when an internal user).
// By participant: who else is in the conversation (Internal Team for internal users only,
// one per company, Talent, Recruiters). Recruiters speak on the talent side.
export type RoleFilter = 'all' | 'talent' | 'company' | 'internal';
export type ParticipantFilter = 'all' | 'internal' | 'talent' | 'recruiters' | `company:${string}`;

export interface FilterOption<T extends string> {
  value: T;
  label: string;
}

export interface FilterableConversation {
  companyId: string | null;
  myUserType: string | null;
  otherUserTypes: string[];
}

export interface Membership {
  isInternal: boolean;
  companies: { id: string; name: string }[];
}

export function roleOptions(membership: Membership): FilterOption<RoleFilter>[] {
  const options: FilterOption<RoleFilter>[] = [{ value: 'all', label: 'All roles' }];
  if (membership.isInternal) options.push({ value: 'internal', label: 'Internal' });
  if (membership.companies.length) options.push({ value: 'company', label: 'Company' });
  options.push({ value: 'talent', label: 'Talent' });
  return options;
}

export function participantOptions(membership: Membership): FilterOption<ParticipantFilter>[] {
  const options: FilterOption<ParticipantFilter>[] = [{ value: 'all', label: 'Everyone' }];
  if (membership.isInternal) options.push({ value: 'internal', label: 'Internal Team' });
  for (const company of membership.companies) options.push({ value: `company:${company.id}`, label: company.name });
  options.push({ value: 'talent', label: 'Talent' }, { value: 'recruiters', label: 'Recruiters' });
  return options;
}

function matchesRole(c: FilterableConversation, role: RoleFilter): boolean {
  if (role === 'all') return true;
  const mine = c.myUserType ?? 'talent';
  if (role === 'talent') return mine === 'talent' || mine === 'recruiter';
  return mine === role;
}

function matchesParticipant(c: FilterableConversation, filter: ParticipantFilter): boolean {
  if (filter === 'all') return true;
  if (filter.startsWith('company:')) return c.companyId === filter.slice('company:'.length);
  const type = filter === 'recruiters' ? 'recruiter' : filter;
  return c.otherUserTypes.includes(type);
}

export function filterConversations<C extends FilterableConversation>(
  conversations: C[],
  role: RoleFilter,
  participant: ParticipantFilter,
): C[] {
  return conversations.filter((c) => matchesRole(c, role) && matchesParticipant(c, participant));
}
