import { savedItemLink } from './saved-item-link';

describe('savedItemLink', () => {
  it('leads a destination to its own page', () => {
    expect(savedItemLink({ itemType: 'destination', itemId: 5, destinationId: 5 })).toBe('/destination/5');
  });

  it('leads an accommodation or activity to its destination, naming it in the query', () => {
    expect(savedItemLink({ itemType: 'accommodation', itemId: 12, destinationId: 5 })).toBe(
      '/destination/5?accommodation=12',
    );
    expect(savedItemLink({ itemType: 'activity', itemId: 7, destinationId: 1 })).toBe('/destination/1?activity=7');
  });
});
