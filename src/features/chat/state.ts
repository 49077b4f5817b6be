// The floating chat's UI state: the list panel, its filters and the open windows. Never
// database documents (CONVENTIONS 13).
import { atom } from '@/lib/store';
import type { ParticipantFilter, RoleFilter } from './utils/filters';
import type { ChatWindowState } from './utils/window-state';

export const chatListCollapsedAtom = atom(true);
export const chatRoleFilterAtom = atom<RoleFilter>('all');
export const chatParticipantFilterAtom = atom<ParticipantFilter>('all');
export const chatWindowsAtom = atom<ChatWindowState[]>([]);
