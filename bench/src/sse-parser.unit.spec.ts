import { SseParser } from './support';

describe('the benchmarks read server-sent events as EventSource does', () => {
  it('takes fields in any order, with the id first, across chunk boundaries', () => {
    const parser = new SseParser();
    const stream =
      'id: 12:34\nevent: read-model-changed\ndata: {"projection":"waitlist"}\n\n' +
      ': keep-alive\n\n' +
      'event: read-model-changed\r\nid: 13:1\r\ndata: {"projection":\r\ndata: "forum"}\r\n\r\n' +
      'data: plain\n\n';
    const messages = [];
    // Fed one character at a time: every split of a line, a CR LF and a message boundary is seen.
    for (const character of stream) messages.push(...parser.push(character));
    expect(messages).toEqual([
      { event: 'read-model-changed', data: '{"projection":"waitlist"}', id: '12:34' },
      { event: 'read-model-changed', data: '{"projection":\n"forum"}', id: '13:1' },
      { event: 'message', data: 'plain', id: '13:1' },
    ]);
  });

  it('dispatches nothing for a message without data, and keeps a message open until its blank line', () => {
    const parser = new SseParser();
    expect(parser.push('event: ping\n\nevent: read-model-changed\ndata: x\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'read-model-changed', data: 'x', id: null }]);
  });
});
