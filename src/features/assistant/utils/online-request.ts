// The Online AI's request and reply, in the OpenAI chat-completions shape that compatible
// servers accept. Only what the person typed, the last few turns' words and the records they
// chose to share go out; nothing else from the device. Pure, so what is sent is tested.
import type { Citation } from './answer-types';
import type { HistoryEntry } from './history';

export interface OnlineAiConfig {
  url: string;
  model: string | null;
}

const SYSTEM = [
  'You are Evee AI, the assistant of Evee, a recruiting marketplace.',
  "Answer briefly and plainly. You cannot take actions or see the user's data beyond the records they shared below.",
  'If you do not know, say so.',
].join(' ');

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export function sharedContext(shared: Citation[]): string {
  if (!shared.length) return 'The user shared no records.';
  return `Records the user chose to share:\n${shared.map((c) => `- ${c.kind}: ${c.label}${c.detail ? ` (${c.detail})` : ''}`).join('\n')}`;
}

export function onlineRequest(
  config: OnlineAiConfig,
  question: string,
  shared: Citation[],
  previous: HistoryEntry[],
): { url: string; body: { model?: string; messages: ChatMessage[] } } {
  const turns: ChatMessage[] = previous.slice(-6).map((e) => ({
    role: e.role === 'person' ? 'user' : 'assistant',
    content: e.role === 'person' ? e.text : (e.answer?.text ?? ''),
  }));
  const messages: ChatMessage[] = [
    { role: 'system', content: `${SYSTEM}\n\n${sharedContext(shared)}` },
    ...turns,
    { role: 'user', content: question },
  ];
  return {
    url: `${config.url}/chat/completions`,
    body: config.model ? { model: config.model, messages } : { messages },
  };
}

/** The reply's words, or null when the server's answer has none. */
export function onlineReplyText(json: unknown): string | null {
  const content = (json as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message?.content;
  return typeof content === 'string' && content.trim() ? content.trim() : null;
}
