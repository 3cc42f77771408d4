import { placeLine } from './place-line';

describe('placeLine', () => {
  it('names the region and country so namesakes can be told apart', () => {
    expect(placeLine({ name: 'Springfield', admin1: 'Missouri', country: 'United States' })).toBe(
      'Missouri, United States',
    );
  });

  it('leaves out a region that repeats the city or is unknown', () => {
    expect(placeLine({ name: 'Beijing', admin1: 'Beijing', country: 'China' })).toBe('China');
    expect(placeLine({ name: 'Paris', admin1: null, country: 'France' })).toBe('France');
  });
});
