// What an answer is made of: words, the records it used (each with where it lives), at most one
// proposed action waiting for the person's Confirm, a draft to copy, and what to ask next.
// Plain data, so answers are kept in the history on the device exactly as they were given.
import type { AssistantData } from '@sync/assistant/snapshot';

export type AssistantWorkspace = 'talent' | 'company' | 'recruiter' | 'internal';

export type CitationKind = 'notification' | 'conversation' | 'application' | 'job' | 'event' | 'candidate';

export interface Citation {
  kind: CitationKind;
  id: string;
  label: string;
  detail?: string;
  /** A screen of the app; absent for a conversation, which opens in the floating chat. */
  href?: string;
  conversationId?: string;
  /** The job an application is for, so 'save this job' after an application means its job. */
  jobId?: string;
  avatar?: { name: string; src: string | null; shape: 'full' | 'rounded' };
}

export type ProposedAction =
  | { kind: 'mark_all_read'; count: number }
  | { kind: 'save_job'; jobId: string; title: string }
  | { kind: 'open_chat'; conversationId: string; name: string };

export interface Answer {
  text: string;
  citations: Citation[];
  /** A write (or a window to open) the person confirms first. */
  action?: ProposedAction;
  /** A reply drafted for the person to copy and send themselves. */
  draft?: string;
  suggestions: string[];
  /** 'device': from the data on this device; 'online': the Online AI's words. */
  source: 'device' | 'online';
  /** The question was not understood: the Online AI may be asked, when there is one. */
  unmatched?: boolean;
}

export interface AnswerContext {
  data: AssistantData;
  mode: AssistantWorkspace;
  now: Date;
  /** The job the previous answers cited last, for 'save this job'. */
  lastJobId: string | null;
}
