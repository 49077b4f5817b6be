// The chat's own line icons, drawn by LineIcon; they ship with the chat, not the shell.
import type { IconProps } from '@chakra-ui/react';
import { LineIcon } from '@/components/line-icon';

const PATHS = {
  chat: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z',
  file: 'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zM14 2v6h6',
  image: 'M3 3h18v18H3zM8.5 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM21 15l-5-5L5 21',
  clock: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2',
  check: 'M20 6L9 17l-5-5',
  alert: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 8v4M12 16h.01',
  close: 'M18 6L6 18M6 6l12 12',
  minus: 'M5 12h14',
  restore: 'M5 15l7-7 7 7',
  expand: 'M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7',
  collapse: 'M4 14h6v6M20 10h-6V4M14 10l7-7M3 21l7-7',
  chevronDown: 'M6 9l6 6 6-6',
  chevronUp: 'M18 15l-6-6-6 6',
  send: 'M22 2L11 13M22 2l-7 20-4-9-9-4 20-7z',
} as const;

export type ChatIconName = keyof typeof PATHS;

export function ChatIcon({ name, ...props }: { name: ChatIconName; label?: string } & IconProps) {
  return <LineIcon path={PATHS[name]} boxSize="4" {...props} />;
}
