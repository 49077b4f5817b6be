// A signal that the person's roles or companies changed through an action of theirs (an
// accepted invitation), so whoever loads access reloads it now instead of waiting for the
// realtime change. Features raise it; the auth session listens. No feature imports another.
type Listener = () => void;

const listeners = new Set<Listener>();

export function requestAccessRefresh(): void {
  listeners.forEach((listener) => listener());
}

export function onAccessRefreshRequested(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
