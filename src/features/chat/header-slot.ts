// Where the shell's header keeps room for the chat's button on phones. The shell draws the
// empty slot and hands its element here (it must not load the chat's code); the chat, once
// loaded, draws its button into it.
import { atom } from '@/lib/store';

export const chatHeaderSlotAtom = atom<HTMLElement | null>(null);
