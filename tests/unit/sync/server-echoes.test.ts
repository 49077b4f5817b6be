// A sent message's row comes back twice: in the send's answer (handed to the mirror at once)
// and as the live channel's change. The second is dropped when it is the same document, so
// RxDB does not read the collection and its bookkeeping again to write nothing.
import { describe, expect, it } from 'vitest';
import type { WithDeleted } from 'rxdb';
import { serverEchoes } from '@sync/replication/server-echoes';

interface Message {
  id: string;
  content: string;
  reactions: Record<string, string[]>;
}
const copy = (id: string, reactions: Record<string, string[]> = {}): WithDeleted<Message> => ({
  id,
  content: 'hello',
  reactions,
  _deleted: false,
});

describe('server echoes', () => {
  it('drops the live copy of a row that is the same as the copy handed over, once', () => {
    const echoes = serverEchoes<Message>('id');
    echoes.expect([copy('a')]);
    expect(echoes.isEcho(copy('a'))).toBe(true);
    // A later change of the same row is the server's news, not an echo.
    expect(echoes.isEcho(copy('a'))).toBe(false);
  });

  it('lets through a live copy that changed on the server since the copy handed over', () => {
    const echoes = serverEchoes<Message>('id');
    echoes.expect([copy('a')]);
    expect(echoes.isEcho(copy('a', { '👍': ['bo'] }))).toBe(false);
  });

  it('lets through live copies of rows it did not hand over, and none after it is cleared', () => {
    const echoes = serverEchoes<Message>('id');
    echoes.expect([copy('a')]);
    expect(echoes.isEcho(copy('b'))).toBe(false);
    echoes.clear();
    expect(echoes.isEcho(copy('a'))).toBe(false);
  });

  it('waits for at most 500 echoes, forgetting the oldest first', () => {
    const echoes = serverEchoes<Message>('id');
    echoes.expect(Array.from({ length: 501 }, (_, i) => copy(`m${i}`)));
    expect(echoes.isEcho(copy('m0'))).toBe(false);
    expect(echoes.isEcho(copy('m1'))).toBe(true);
    expect(echoes.isEcho(copy('m500'))).toBe(true);
  });
});
