import { officialTimes, zoneName } from './official-time';

describe('official alert times', () => {
  it("gives the traveller's time and the place's", () => {
    expect(officialTimes('2019-10-22T16:15:38.294Z', 'America/Guayaquil', 'Europe/London')).toEqual({
      yours: '22 Oct 2019, 17:15',
      place: '22 Oct 2019, 11:15',
    });
  });

  it("gives the traveller's time alone without a place, or with a zone the browser does not know", () => {
    expect(officialTimes('2019-10-22T16:15:38.294Z', null, 'UTC').place).toBeNull();
    expect(officialTimes('2019-10-22T16:15:38.294Z', 'Nowhere/Atlantis', 'UTC')).toEqual({
      yours: '22 Oct 2019, 16:15',
      place: null,
    });
  });

  it('names a zone by its place', () => {
    expect(zoneName('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(zoneName('Etc/GMT+5')).toBe('GMT+5');
  });
});
