// The messages Evee AI sends the Online AI (lib/online-ai.ts wraps them in the request). Only
// what the person typed, the last few turns' words and the records they chose to share go out;
// nothing else from the device. Pure, so what is sent is tested.
import type { ChatMessage } from '@/lib/online-ai';
import type { Citation } from './answer-types';
import type { HistoryEntry } from './history';

const SYSTEM = [
  'You are Evee AI, the assistant of Evee, a recruiting marketplace.',
  "Answer briefly and plainly. You cannot take actions or see the user's data beyond the records they shared below.",
  'If you do not know, say so.',
].join(' ');

export function sharedContext(shared: Citation[]): string {
  if (!shared.length) return 'The user shared no records.';
  return `Records the user chose to share:\n${shared.map((c) => `- ${c.kind}: ${c.label}${c.detail ? ` (${c.detail})` : ''}`).join('\n')}`;
}

/** What goes out: the instructions with the shared records, the last turns, the question. */
export function onlineMessages(question: string, shared: Citation[], previous: HistoryEntry[]): ChatMessage[] {
  const turns: ChatMessage[] = previous.slice(-6).map((e) => ({
    role: e.role === 'person' ? 'user' : 'assistant',
    content: e.role === 'person' ? e.text : (e.answer?.text ?? ''),
  }));
  return [
    { role: 'system', content: `${SYSTEM}\n\n${sharedContext(shared)}` },
    ...turns,
    { role: 'user', content: question },
  ];
}
