// The one module that imports jotai (CONVENTIONS 13): the app's single store and the helpers
// features use to declare and read UI and session atoms. Never database documents.
import { startTransition, useEffect, useState } from 'react';
import { atom, createStore, useSetAtom, useStore, Provider, type Atom, type WritableAtom } from 'jotai';

export const appStore = createStore();

interface Seen<Value> {
  store: ReturnType<typeof useStore>;
  atom: Atom<Value>;
  value: Value;
}

/**
 * jotai's useAtomValue (synchronous atoms: the app has no others), except for what it does once
 * mounted. jotai then asks React for a render in any case, to catch a change made between the
 * render and the subscription; through useReducer, which React does not bail out of early, each
 * mounted reader cost an urgent render that did not yield, and interrupted the transition the
 * mount was part of. Here the check is a state update React drops when nothing changed, and a
 * change it does find is drawn as a transition, as the mount itself was. A change the
 * subscription hears comes at the priority it was made with, as in jotai.
 */
export function useAtomValue<Value>(anAtom: Atom<Value>): Value {
  const store = useStore();
  const [seen, setSeen] = useState<Seen<Value>>(() => ({ store, atom: anAtom, value: store.get(anAtom) }));
  let value = seen.value;
  if (seen.store !== store || seen.atom !== anAtom) {
    value = store.get(anAtom);
    setSeen({ store, atom: anAtom, value });
  }
  useEffect(() => {
    const update = () =>
      setSeen((prev) => {
        const next = store.get(anAtom);
        return Object.is(prev.value, next) && prev.store === store && prev.atom === anAtom
          ? prev
          : { store, atom: anAtom, value: next };
      });
    const unsubscribe = store.sub(anAtom, update);
    startTransition(update);
    return unsubscribe;
  }, [store, anAtom]);
  return value;
}

export function useAtom<Value, Args extends unknown[], Result>(
  anAtom: WritableAtom<Value, Args, Result>,
): [Value, (...args: Args) => Result] {
  return [useAtomValue(anAtom), useSetAtom(anAtom)];
}

export { atom, useSetAtom, Provider as StoreProvider };
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';
