import { describe, expect, it } from 'vitest';
import { ProtocolError, decodeFrame, encodeFrame, reply } from './protocol.ts';

describe('the Phoenix frame codec', () => {
  it('reads and writes vsn 2.0.0 arrays, the shape realtime-js sends by default', () => {
    const join = decodeFrame('["3","3","realtime:inbox","phx_join",{"config":{"postgres_changes":[]}}]', '2.0.0');
    expect(join).toEqual({ join_ref: '3', ref: '3', topic: 'realtime:inbox', event: 'phx_join', payload: { config: { postgres_changes: [] } } });
    expect(encodeFrame(reply(join, 'ok', { postgres_changes: [] }), '2.0.0')).toBe('["3","3","realtime:inbox","phx_reply",{"status":"ok","response":{"postgres_changes":[]}}]');
    expect(decodeFrame('[null,"7","phoenix","heartbeat",{}]', '2.0.0')).toMatchObject({ join_ref: null, ref: '7', topic: 'phoenix' });
  });

  it('reads and writes vsn 1.0.0 objects', () => {
    const beat = decodeFrame('{"topic":"phoenix","event":"heartbeat","payload":{},"ref":5}', '1.0.0');
    expect(beat).toEqual({ join_ref: null, ref: '5', topic: 'phoenix', event: 'heartbeat', payload: {} });
    expect(JSON.parse(encodeFrame(reply(beat, 'ok'), '1.0.0'))).toEqual({ join_ref: null, ref: '5', topic: 'phoenix', event: 'phx_reply', payload: { status: 'ok', response: {} } });
  });

  it('reads the header of a binary broadcast push, so the push can be answered', () => {
    const strings = ['1', '2', 'realtime:room', 'cursor', ''];
    const header = [3, ...strings.map((text) => text.length), 1];
    const bytes = new Uint8Array([...header, ...strings.flatMap((text) => [...new TextEncoder().encode(text)]), ...new TextEncoder().encode('{}')]);
    expect(decodeFrame(bytes, '2.0.0')).toEqual({ join_ref: '1', ref: '2', topic: 'realtime:room', event: 'broadcast', payload: {} });
  });

  it('refuses what is not a message', () => {
    expect(() => decodeFrame('not json', '2.0.0')).toThrow(ProtocolError);
    expect(() => decodeFrame('{"topic":"phoenix","event":"heartbeat","payload":{}}', '2.0.0')).toThrow(/\[join_ref, ref, topic, event, payload\]/);
    expect(() => decodeFrame('[null,"1","","heartbeat",{}]', '2.0.0')).toThrow(/topic/);
    expect(() => decodeFrame('[null,"1","phoenix","heartbeat",[1]]', '2.0.0')).toThrow(/payload/);
    expect(() => decodeFrame('[null,{},"phoenix","heartbeat",{}]', '2.0.0')).toThrow(/refs/);
    expect(() => decodeFrame(new Uint8Array([9, 0, 0]), '2.0.0')).toThrow(/binary/);
    expect(() => decodeFrame(new Uint8Array([3]), '1.0.0')).toThrow(/vsn 2.0.0/);
  });
});
