import { depthsReached } from './scroll-depth';

describe('scroll depth in quarters', () => {
  it('names every quarter the bottom of the screen has passed', () => {
    expect(depthsReached(800, 4000)).toEqual([]);
    expect(depthsReached(1000, 4000)).toEqual([25]);
    expect(depthsReached(2990, 4000)).toEqual([25, 50]);
    expect(depthsReached(3000, 4000)).toEqual([25, 50, 75]);
  });

  it('counts a page that fits on the screen, or ends a pixel short, as read to the end', () => {
    expect(depthsReached(844, 600)).toEqual([25, 50, 75, 100]);
    expect(depthsReached(3999.4, 4000)).toEqual([25, 50, 75, 100]);
  });

  it('counts nothing of a page with no height yet', () => {
    expect(depthsReached(844, 0)).toEqual([]);
  });
});
