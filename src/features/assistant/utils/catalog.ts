// The documented questions and actions (see ../README.md): what the help answer lists and what
// the suggestion chips offer, per workspace. Every phrase here must parse to its intent (tested).
import type { AssistantWorkspace } from './answer-types';

export interface CatalogEntry {
  phrase: string;
  what: string;
  workspaces: AssistantWorkspace[];
  /** Writes something, after the person confirms. */
  action?: boolean;
}

const all: AssistantWorkspace[] = ['talent', 'company', 'recruiter', 'internal'];

export const catalog: CatalogEntry[] = [
  { phrase: 'Unread messages from Acme', what: 'Unread messages, by company or person', workspaces: all },
  { phrase: 'Unread notifications', what: 'What the bell holds', workspaces: all },
  {
    phrase: 'My interviews this week',
    what: 'Interviews on your calendar (today, tomorrow, this or next week)',
    workspaces: all,
  },
  {
    phrase: 'Applications waiting longest',
    what: 'Applications still in review, oldest first',
    workspaces: ['talent', 'company', 'recruiter'],
  },
  {
    phrase: 'Status of my applications',
    what: 'Your applications and where each stands',
    workspaces: ['talent', 'company'],
  },
  {
    phrase: 'Who applied to Senior Frontend Engineer',
    what: 'Applicants to one of your jobs',
    workspaces: ['company'],
  },
  { phrase: 'Open jobs', what: "Your companies' open jobs", workspaces: ['company'] },
  { phrase: 'My saved jobs', what: 'Jobs you kept for later', workspaces: ['talent'] },
  { phrase: 'My candidates', what: 'Your candidates', workspaces: ['recruiter'] },
  { phrase: 'Draft a reply to Daniel', what: 'A reply for you to change and send', workspaces: all },
  { phrase: 'Mark all read', what: 'Marks every notification read', workspaces: all, action: true },
  { phrase: 'Open chat with Maya', what: 'Opens a conversation in the chat', workspaces: all },
  {
    phrase: 'Save this job',
    what: 'Saves the job just shown (or “save” and a title)',
    workspaces: ['talent'],
    action: true,
  },
];

export function catalogFor(mode: AssistantWorkspace): CatalogEntry[] {
  return catalog.filter((e) => e.workspaces.includes(mode));
}

const starters: Record<AssistantWorkspace, string[]> = {
  talent: [
    'Unread messages from Acme',
    'My interviews this week',
    'Status of my applications',
    'My saved jobs',
    'Mark all read',
  ],
  company: [
    'Unread messages',
    'Who applied to Senior Frontend Engineer',
    'Applications waiting longest',
    'My interviews this week',
    'Open jobs',
  ],
  recruiter: [
    'Unread messages',
    'My candidates',
    'Applications waiting longest',
    'My interviews this week',
    'Unread notifications',
  ],
  internal: ['Unread messages', 'Unread notifications', 'My interviews this week', 'Mark all read'],
};

export function starterSuggestions(mode: AssistantWorkspace): string[] {
  return starters[mode];
}
