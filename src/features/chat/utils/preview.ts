// The one-line preview of a conversation's latest message (product-spec §5).
import { PREVIEW_LENGTH } from './chat-constants';

export interface PreviewSource {
  content: string;
  message_type?: string | null;
}

export interface Preview {
  text: string;
  icon: 'file' | 'image' | null;
}

export function truncatePreview(text: string, max = PREVIEW_LENGTH): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

export function messagePreview(message: PreviewSource | null | undefined): Preview {
  if (!message) return { text: 'No messages yet', icon: null };
  if (message.message_type === 'file') return { text: 'File shared', icon: 'file' };
  if (message.message_type === 'image') return { text: 'Image shared', icon: 'image' };
  return { text: truncatePreview(message.content.replace(/\s+/g, ' ').trim()), icon: null };
}
