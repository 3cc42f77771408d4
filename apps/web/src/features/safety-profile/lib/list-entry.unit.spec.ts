import { PROFILE_LIST_ITEM_MAX_LENGTH, PROFILE_LIST_MAX_ITEMS } from '@safetrails/contracts';
import { addEntry } from './list-entry';

describe('addEntry', () => {
  it('adds a trimmed entry at the end', () => {
    expect(addEntry(['English'], '  Spanish ')).toEqual({ added: true, items: ['English', 'Spanish'] });
  });

  it('adds nothing empty', () => {
    expect(addEntry([], '   ')).toEqual({ added: false, reason: 'empty' });
  });

  it('adds no duplicate, ignoring case and surrounding spaces', () => {
    expect(addEntry(['English'], ' ENGLISH')).toEqual({ added: false, reason: 'duplicate' });
  });

  it('stops at the list limit', () => {
    const full = Array.from({ length: PROFILE_LIST_MAX_ITEMS }, (_, index) => `Item ${index}`);
    expect(addEntry(full, 'One more')).toEqual({ added: false, reason: 'full' });
  });

  it('refuses an entry longer than the limit', () => {
    expect(addEntry([], 'x'.repeat(PROFILE_LIST_ITEM_MAX_LENGTH + 1))).toEqual({ added: false, reason: 'too-long' });
  });
});
