import type { NeighbourhoodAverage } from '@safetrails/contracts';
import { neighbourhoodExtremes } from './neighbourhood-extremes';

const average = (neighborhoodName: string, averageSafetyScore: number): NeighbourhoodAverage => ({
  neighborhoodName,
  averageSafetyScore,
  reportCount: 1,
});

const names = (list: readonly NeighbourhoodAverage[]) => list.map(({ neighborhoodName }) => neighborhoodName);

describe('neighbourhoodExtremes', () => {
  it('lists the three best (best first) and the three worst (worst first)', () => {
    const averages = [
      average('Gràcia', 84),
      average('El Raval', 55),
      average('Eixample', 88),
      average('Sants', 70),
      average('Barceloneta', 66),
      average('Les Corts', 90),
      average('Poble Sec', 62),
    ];
    const { top, bottom } = neighbourhoodExtremes(averages);
    expect(names(top)).toEqual(['Les Corts', 'Eixample', 'Gràcia']);
    expect(names(bottom)).toEqual(['El Raval', 'Poble Sec', 'Barceloneta']);
  });

  it('never lists a neighbourhood twice when there are fewer than six', () => {
    const { top, bottom } = neighbourhoodExtremes([
      average('A', 80),
      average('B', 70),
      average('C', 60),
      average('D', 50),
    ]);
    expect(names(top)).toEqual(['A', 'B', 'C']);
    expect(names(bottom)).toEqual(['D']);
  });

  it('has only a top list for three or fewer, and nothing for none', () => {
    expect(neighbourhoodExtremes([average('A', 80), average('B', 90)])).toEqual({
      top: [average('B', 90), average('A', 80)],
      bottom: [],
    });
    expect(neighbourhoodExtremes([])).toEqual({ top: [], bottom: [] });
  });

  it('breaks ties by name so the lists keep their order', () => {
    const { top } = neighbourhoodExtremes([average('Zeta', 70), average('Alpha', 70), average('Mid', 70)]);
    expect(names(top)).toEqual(['Alpha', 'Mid', 'Zeta']);
  });
});
