// The Online AI a deployment may configure (VITE_EVEE_AI_URL): one chat-completions call in the
// OpenAI shape compatible servers accept. Evee AI and the candidate summary both ask through it.
// Online only: refused at once offline, and given up after a while so a screen never waits on a
// slow server. What goes out is the caller's to decide; this module adds nothing.

export interface OnlineAiConfig {
  url: string;
  model: string | null;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const TIMEOUT_MS = 20_000;

export function completionRequest(
  config: OnlineAiConfig,
  messages: ChatMessage[],
): { url: string; body: { model?: string; messages: ChatMessage[] } } {
  return {
    url: `${config.url}/chat/completions`,
    body: config.model ? { model: config.model, messages } : { messages },
  };
}

/** The reply's words, or null when the server's answer has none. */
export function completionText(json: unknown): string | null {
  const content = (json as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message?.content;
  return typeof content === 'string' && content.trim() ? content.trim() : null;
}

export async function askOnlineAi(config: OnlineAiConfig, messages: ChatMessage[]): Promise<string> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new Error('Online AI needs a connection.');
  const { url, body } = completionRequest(config, messages);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Online AI answered ${response.status}.`);
  const text = completionText(await response.json());
  if (!text) throw new Error('Online AI sent no answer.');
  return text;
}
