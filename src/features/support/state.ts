// Help's UI state: the request being typed, kept while the app is open (CONVENTIONS 13: never
// database documents).
import type { HelpRequest } from '@sync/support/tickets';
import { atom } from '@/lib/store';

export const EMPTY_HELP_REQUEST: HelpRequest = { category: 'general', subject: '', body: '' };

export const helpDraftAtom = atom<HelpRequest>(EMPTY_HELP_REQUEST);
