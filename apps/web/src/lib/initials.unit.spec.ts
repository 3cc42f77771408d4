import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Ana María Ruiz')).toBe('AR');
    expect(initialsOf('  maya   lee ')).toBe('ML');
  });

  it('takes one letter from a single word', () => {
    expect(initialsOf('traveller')).toBe('T');
  });

  it('keeps a letter outside the basic plane whole', () => {
    expect(initialsOf('𝒜da Lovelace')).toBe('𝒜L');
  });

  it('is empty for an empty name', () => {
    expect(initialsOf('   ')).toBe('');
  });
});
