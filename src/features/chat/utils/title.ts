// A conversation's title (product-spec §2): its own title without a leading 'Chat with', or for
// an untitled conversation the other people in it.
export interface TitleSource {
  title?: string | null;
}

export function stripChatWith(title: string): string {
  return title.replace(/^\s*chat with\s*:?\s*/i, '').trim();
}

export function conversationTitle(conversation: TitleSource, otherNames: string[]): string {
  const own = conversation.title ? stripChatWith(conversation.title) : '';
  if (own) return own;
  const names = otherNames.filter(Boolean);
  if (names.length) return names.join(', ');
  return 'Conversation';
}

/** A person's name from their profile: display name, then first and last, then 'User'. */
export function personName(
  profile:
    | { display_name?: string | null; first_name?: string | null; last_name?: string | null; email?: string | null }
    | undefined,
): string {
  if (!profile) return 'User';
  if (profile.display_name?.trim()) return profile.display_name.trim();
  const full = [profile.first_name, profile.last_name].filter((p) => p?.trim()).join(' ');
  if (full) return full;
  const local = profile.email?.split('@')[0];
  return local || 'User';
}
