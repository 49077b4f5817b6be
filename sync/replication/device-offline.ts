/**
 * Whether the browser knows it has no network. `navigator.onLine === false` is reliable (true
 * is not: it may only mean a network interface is up), so writers skip sending while it holds
 * and wait for the 'online' event, on which the engine kicks them again. Node (tests) has no
 * navigator and is never offline here.
 */
export function deviceOffline(): boolean {
  return globalThis.navigator?.onLine === false;
}
