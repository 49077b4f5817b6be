// The assistant's history as kept on the device: the person's questions and the answers given,
// each answer with the state of the action it proposed. Pure helpers over it.
import type { Answer } from './answer-types';

export type ActionState = 'proposed' | 'done' | 'cancelled' | 'failed';

export interface HistoryEntry {
  id: string;
  role: 'person' | 'assistant';
  text: string;
  at: string;
  answer?: Answer;
  actionState?: ActionState;
  /** Why the action failed, in words. */
  actionError?: string;
}

/** The newest this many entries are kept: the history is for reading back, not an archive. */
export const HISTORY_LIMIT = 100;

export function appendEntries(entries: HistoryEntry[], ...added: HistoryEntry[]): HistoryEntry[] {
  return [...entries, ...added].slice(-HISTORY_LIMIT);
}

export function withActionState(
  entries: HistoryEntry[],
  id: string,
  state: ActionState,
  error?: string,
): HistoryEntry[] {
  return entries.map((e) => (e.id === id ? { ...e, actionState: state, actionError: error } : e));
}

/** A proposed action left waiting when the page closed is not confirmed by the reload. */
export function settleOnRestore(entries: HistoryEntry[]): HistoryEntry[] {
  return entries.map((e) => (e.actionState === 'proposed' ? { ...e, actionState: 'cancelled' } : e));
}
