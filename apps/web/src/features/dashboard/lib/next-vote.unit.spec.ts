import { nextVote } from './next-vote';

describe('nextVote', () => {
  it('casts the pressed vote when there is none', () => {
    expect(nextVote('none', 'up')).toBe('up');
    expect(nextVote('none', 'down')).toBe('down');
  });

  it('switches between up and down', () => {
    expect(nextVote('up', 'down')).toBe('down');
    expect(nextVote('down', 'up')).toBe('up');
  });

  it('takes the vote back when the current one is pressed again', () => {
    expect(nextVote('up', 'up')).toBe('none');
    expect(nextVote('down', 'down')).toBe('none');
  });
});
