// The one module that imports jotai (CONVENTIONS 13): the app's single store and the helpers
// features use to declare and read UI and session atoms. Never database documents.
import { atom, createStore, useAtom, useAtomValue, useSetAtom, Provider } from 'jotai';

export const appStore = createStore();

export { atom, useAtom, useAtomValue, useSetAtom, Provider as StoreProvider };
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';
