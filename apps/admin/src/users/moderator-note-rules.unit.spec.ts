import { noteError } from './moderator-note-rules';

describe('noteError', () => {
  it('needs some text, and at most 2000 characters after trimming', () => {
    expect(noteError('  ')).toBe('Write the note first');
    expect(noteError(' Warned about spam ')).toBeNull();
    expect(noteError(`${'x'.repeat(2000)}  `)).toBeNull();
    expect(noteError('x'.repeat(2001))).toBe('At most 2000 characters');
  });
});
