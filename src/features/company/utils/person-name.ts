// A person's name as the hiring screens show it (product-spec §3): display name, else first and
// last name, else the part of the e-mail before the @, else 'Candidate'.
export interface PersonLike {
  display_name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}

export function personName(person: PersonLike | null | undefined): string {
  if (!person) return 'Candidate';
  const full = [person.first_name, person.last_name].filter(Boolean).join(' ').trim();
  return person.display_name?.trim() || full || person.email?.split('@')[0] || 'Candidate';
}

/** What to call the person in a button ('Contact Maya'): their first name, else the first word of their name. */
export function personFirstName(person: PersonLike | null | undefined): string {
  const first = person?.first_name?.trim();
  if (first) return first;
  return personName(person).split(/\s+/)[0] || 'Candidate';
}
