/** Placeholder until the realtime service lands: refuses websocket upgrades. */
import type http from 'node:http';
import type { GatewayDeps } from '../deps';

export function attachRealtime(server: http.Server, _deps: GatewayDeps): { close(): Promise<void> } {
  const onUpgrade = (_req: http.IncomingMessage, socket: import('node:stream').Duplex) => {
    socket.end('HTTP/1.1 501 Not Implemented\r\n\r\n');
  };
  server.on('upgrade', onUpgrade);
  return { close: async () => void server.off('upgrade', onUpgrade) };
}
