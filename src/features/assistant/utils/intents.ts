// The intent parser: what the person asked, from what they typed, without a language model.
// Rules are tried in order (refusals and actions before questions, so 'send a message to Daniel'
// is not read as a question about messages); the set is documented in ../README.md and shown
// as suggestions. Pure: unit-tested over many phrasings.

export type InterviewRange = 'today' | 'tomorrow' | 'this_week' | 'next_week' | 'upcoming';

export type Intent =
  | { kind: 'help' }
  | { kind: 'unread_messages'; from: string | null }
  | { kind: 'unread_notifications' }
  | { kind: 'interviews'; range: InterviewRange }
  | { kind: 'waiting_longest' }
  | { kind: 'applicants'; job: string | null }
  | { kind: 'application_status' }
  | { kind: 'saved_jobs' }
  | { kind: 'open_jobs' }
  | { kind: 'candidates' }
  | { kind: 'draft_reply'; to: string | null }
  | { kind: 'mark_all_read' }
  | { kind: 'open_chat'; with: string }
  /** `job` null: the job the last answer cited ('save this job'). */
  | { kind: 'save_job'; job: string | null }
  /** `instead`: what it can do in its place ('Draft a reply to Daniel' for 'send a message to Daniel'). */
  | { kind: 'refuse'; reason: string; instead?: string }
  | { kind: 'unknown' };

export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[?!.,;:"]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A name or title at the end of a phrase, without filler ('the', 'job', 'please'). */
function tail(text: string | undefined): string | null {
  const cleaned = (text ?? '')
    .replace(/\b(please|pls|thanks|now)\b/g, ' ')
    .replace(/^\s*(the|a|an|my|our)\s+/, '')
    .replace(/\s+(job|role|position|opening|posting)\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned || null;
}

const refusals: [RegExp, string][] = [
  [
    /\b(delete|remove|erase|close)\b.*\b(account|profile|my data|everything|company)\b/,
    'I cannot delete or close accounts, profiles or data. Account settings has what you can change yourself.',
  ],
  [
    /\b(send|post)\b.*\b(message|reply|email|e-mail|note|dm)\b|\b(email|e-mail|text|message)\s+\w+\s+(that|saying)\b/,
    'I do not send messages on your behalf. I can draft a reply for you to read, change and send yourself.',
  ],
  [
    /\b(apply|submit (me|my))\b.*\b(for me|on my behalf|to|for)\b|^apply\b/,
    'I cannot apply to jobs for you: an application is yours to send, from the job itself.',
  ],
  [
    /\b(reject|hire|withdraw|decline|accept|approve|promote|fire)\b/,
    'I do not change applications, invitations or hiring decisions: those are yours to make on their own screens.',
  ],
  [
    /\b(schedule|book|reschedule|cancel|move|set up)\s+(an?\s+|the\s+|my\s+)?(interview|meeting|call)\b/,
    'I cannot schedule or change interviews. The Calendar does that; I can tell you what is on it.',
  ],
  [
    /\b(weather|joke|news|stocks?|bitcoin|recipe|football|poem|song|translate)\b/,
    'I only know your Evee data on this device (messages, notifications, jobs, applications and interviews).',
  ],
  [
    /\b(salary of|how much does|market rate|average salary)\b/,
    'I have no market data: I only answer from your own Evee data on this device.',
  ],
];

type Rule = (t: string) => Intent | null;

const rules: Rule[] = [
  (t) =>
    /^(help|\?|commands)$|what can (you|i) (do|ask)|how do (i|you) (use|work)|what do you do|who are you/.test(t)
      ? { kind: 'help' }
      : null,
  (t) =>
    /\bmark\b.*\b(all|everything|notifications?)\b.*\bread\b|\bclear (my |the )?(notifications|bell)\b|\bread all (my )?notifications\b|\bdismiss all\b/.test(
      t,
    )
      ? { kind: 'mark_all_read' }
      : null,
  (t) => {
    const m =
      /\b(draft|write|compose|prepare|suggest|help me write)\b.*?\b(reply|response|answer|message|note)\b(?:\s+(?:to|for)\s+(.+))?$/.exec(
        t,
      );
    if (m) return { kind: 'draft_reply', to: tail(m[3]?.replace(/\s+(about|regarding|re|on)\b.*$/, '')) };
    const r = /^(?:help me |how (?:do|should) i )?(?:reply|respond|answer|write back) to\s+(.+)$/.exec(t);
    return r ? { kind: 'draft_reply', to: tail(r[1]) } : null;
  },
  (t) => {
    for (const [pattern, reason] of refusals) {
      if (!pattern.test(t)) continue;
      const to =
        /\b(?:send|email|e-mail|message|text)\b.*?\bto\s+([a-z][\w-]*)/.exec(t)?.[1] ??
        /^(?:email|e-mail|text|message)\s+([a-z][\w-]*)/.exec(t)?.[1];
      const name = to && !['me', 'my', 'the', 'a', 'an', 'all', 'everyone'].includes(to) ? to : null;
      return name && reason.startsWith('I do not send')
        ? { kind: 'refuse', reason, instead: `Draft a reply to ${name[0]!.toUpperCase()}${name.slice(1)}` }
        : { kind: 'refuse', reason };
    }
    return null;
  },
  (t) => {
    const m =
      /^(?:open|start|show|go to|take me to|jump to)\s+(?:the\s+|my\s+|a\s+)?(?:chat|conversation|messages?|dms?)\s+(?:with|to|from)\s+(.+)$/.exec(
        t,
      ) ?? /^(?:chat|talk|message)\s+(?:with|to)\s+(.+)$/.exec(t);
    const who = tail(m?.[1]);
    return who ? { kind: 'open_chat', with: who } : null;
  },
  (t) => {
    const m = /^(?:please\s+)?(?:save|bookmark|keep)\b\s*(.*)$/.exec(t);
    if (!m) return null;
    const rest = (m[1] ?? '').replace(/\bfor later\b/, '').trim();
    if (!rest || /^(this|that|it)(\s+(job|one|role|position))?$/.test(rest)) return { kind: 'save_job', job: null };
    return { kind: 'save_job', job: tail(rest) };
  },
  (t) => {
    if (
      !/\binterviews?\b|\bmeetings?\b|\bagenda\b|\bcalendar\b|\bschedule\b|\bcalls? (today|tomorrow|this week|next week)\b/.test(
        t,
      )
    )
      return null;
    const range: InterviewRange = /\btoday\b/.test(t)
      ? 'today'
      : /\btomorrow\b/.test(t)
        ? 'tomorrow'
        : /\bnext week\b/.test(t)
          ? 'next_week'
          : /\b(this|the) week\b|\bweek\b/.test(t)
            ? 'this_week'
            : 'upcoming';
    return { kind: 'interviews', range };
  },
  (t) => {
    const m =
      /\b(?:who(?:'s| has| have)? (?:applied|apply)|applicants|candidates|applications|people who applied)\s+(?:to|for|on|at)\s+(.+)$/.exec(
        t,
      );
    if (m && !/^(me|my|longest|long)\b/.test(m[1]!)) return { kind: 'applicants', job: tail(m[1]) };
    return /^who (applied|has applied)$|^(new )?applicants$/.test(t) ? { kind: 'applicants', job: null } : null;
  },
  (t) =>
    /\b(waiting|oldest|longest|stale|stuck|no answer|no reply|not heard|haven't heard|without (an )?answer|need (a )?decision)\b/.test(
      t,
    ) && /\b(applications?|candidates?|applicants?|submissions?)\b/.test(t)
      ? { kind: 'waiting_longest' }
      : null,
  (t) => {
    if (
      !/\b(unread|new|latest|recent)\b.*\b(messages?|chats?|dms?)\b|\bmessages?\b.*\b(unread|from)\b|\bany (new )?messages?\b|^(my )?(messages|inbox)$/.test(
        t,
      )
    )
      return null;
    const from = /\bfrom\s+(.+)$/.exec(t);
    return { kind: 'unread_messages', from: tail(from?.[1]) };
  },
  (t) =>
    /\bnotifications?\b|\balerts?\b|\bbell\b|what's new|\banything new\b|\bwhat did i miss\b|\bupdates\b/.test(t)
      ? { kind: 'unread_notifications' }
      : null,
  (t) =>
    /\bsaved\b|\bbookmark(ed|s)\b|\bjobs? i (saved|kept)\b|\bmy shortlist\b/.test(t) ? { kind: 'saved_jobs' } : null,
  (t) =>
    /\b(status|progress|where are|how are|update on)\b.*\bapplications?\b|\bapplications?\b.*\bstatus\b|^(my )?applications$|\bdid i get\b|\bhave i applied\b/.test(
      t,
    )
      ? { kind: 'application_status' }
      : null,
  (t) =>
    /\b(open|active|live|posted|published|our|my company's)\b.*\b(jobs?|roles?|positions?|openings?)\b|\bjob board\b|\bhiring for\b/.test(
      t,
    )
      ? { kind: 'open_jobs' }
      : null,
  (t) => (/\b(my )?(candidates|talent pool|submissions|placements)\b/.test(t) ? { kind: 'candidates' } : null),
];

export function parseIntent(text: string): Intent {
  const t = normalise(text);
  if (!t) return { kind: 'unknown' };
  for (const rule of rules) {
    const intent = rule(t);
    if (intent) return intent;
  }
  return { kind: 'unknown' };
}
