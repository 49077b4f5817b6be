import { describe, expect, it } from 'vitest';
import Serializer from '@supabase/realtime-js/dist/main/lib/serializer.js';
import {
  decodeBinary,
  decodeText,
  encodeBinaryBroadcast,
  encodeText,
  FrameError,
} from '../../../supabase/local/gateway/realtime/serializer';

describe('Phoenix framing', () => {
  it('decodes vsn 2 arrays and vsn 1 objects into the same message', () => {
    const v2 = decodeText('["1","2","realtime:room","phx_join",{"a":1}]', '2.0.0');
    const v1 = decodeText(
      '{"join_ref":"1","ref":"2","topic":"realtime:room","event":"phx_join","payload":{"a":1}}',
      '1.0.0',
    );
    expect(v2).toEqual({ join_ref: '1', ref: '2', topic: 'realtime:room', event: 'phx_join', payload: { a: 1 } });
    expect(v1).toEqual(v2);
  });

  it('rejects frames that are not Phoenix messages', () => {
    expect(() => decodeText('not json', '2.0.0')).toThrow(FrameError);
    expect(() => decodeText('{"topic":"x"}', '2.0.0')).toThrow(FrameError);
    expect(() => decodeText('[null,null,1,"e",{}]', '2.0.0')).toThrow(FrameError);
  });

  it('encodes replies with a payload spliced in verbatim', () => {
    const frame = encodeText(
      { join_ref: null, ref: '7', topic: 'phoenix', event: 'phx_reply' },
      null,
      '2.0.0',
      '{"status":"ok","response":{}}',
    );
    expect(JSON.parse(frame)).toEqual([null, '7', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    const v1 = JSON.parse(encodeText({ join_ref: '1', ref: null, topic: 't', event: 'e' }, { x: 1 }, '1.0.0'));
    expect(v1).toEqual({ join_ref: '1', ref: null, topic: 't', event: 'e', payload: { x: 1 } });
  });

  it('reads the binary broadcast push that realtime-js sends and writes one it can decode', () => {
    const client = new Serializer();
    let pushed: unknown;
    client.encode(
      {
        join_ref: '3',
        ref: '4',
        topic: 'realtime:room',
        event: 'broadcast',
        payload: { type: 'broadcast', event: 'chat', payload: { text: 'hé' } },
      },
      (r: unknown) => (pushed = r),
    );
    const b = decodeBinary(Buffer.from(pushed as ArrayBuffer));
    expect(b).toMatchObject({ join_ref: '3', ref: '4', topic: 'realtime:room', event: 'chat', encoding: 1 });
    expect(JSON.parse(b.body.toString('utf8'))).toEqual({ text: 'hé' });

    const out = encodeBinaryBroadcast('realtime:room', b);
    let decoded: unknown;
    client.decode(
      out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength) as ArrayBuffer,
      (m: unknown) => (decoded = m),
    );
    expect(decoded).toEqual({
      join_ref: null,
      ref: null,
      topic: 'realtime:room',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'chat', payload: { text: 'hé' } },
    });
  });

  it('rejects truncated binary frames', () => {
    expect(() => decodeBinary(Buffer.from([3, 10, 0, 0, 0, 0, 1, 65]))).toThrow(FrameError);
  });
});
