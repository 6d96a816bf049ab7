import { directionsAlong, type SheetPoint } from '../../resources/routes/sheet';

/** About 100 m north, east, south or west of a point, in degrees at 38.6° N. */
const north = (p: SheetPoint, steps = 1): SheetPoint => ({ lat: p.lat + 0.0009 * steps, lng: p.lng });
const east = (p: SheetPoint, steps = 1): SheetPoint => ({ lat: p.lat, lng: p.lng + 0.00115 * steps });
const south = (p: SheetPoint, steps = 1): SheetPoint => north(p, -steps);
const west = (p: SheetPoint, steps = 1): SheetPoint => east(p, -steps);

describe('directions read from a run\'s path', () => {
  const start = { lat: 38.6, lng: -121.4 };

  it('heads off, turns right and left where the path turns, and says how far each leg goes', () => {
    const a = north(start, 5);
    const b = east(a, 3);
    const c = north(b, 2);
    const steps = directionsAlong([start, north(start, 2), a, east(a, 1), b, c]);
    expect(steps.map(({ turn, heading }) => [turn, heading])).toEqual([['start', 'north'], ['right', 'east'], ['left', 'north']]);
    expect(steps.map(({ meters }) => Math.round(meters / 10) * 10)).toEqual([500, 300, 200]);
  });

  it('ends a leg at a stop it reaches and goes on from it; a U-turn is one', () => {
    const a = east(start, 4);
    const stops = [{ sequence: 1, ...east(start, 2) }, { sequence: 2, ...a }];
    const steps = directionsAlong([start, east(start, 1), east(start, 2), east(start, 3), a, west(a, 1), west(a, 2)], stops);
    expect(steps.map(({ turn, heading, stop }) => [turn, heading, stop])).toEqual([
      ['start', 'east', 1], ['continue', 'east', 2], ['uTurn', 'west', undefined],
    ]);
  });

  it('says nothing for a path of fewer than two places, and passes over repeated points', () => {
    expect(directionsAlong([])).toEqual([]);
    expect(directionsAlong([start, start])).toEqual([]);
    expect(directionsAlong([start, start, south(start, 3)]).map(({ heading }) => heading)).toEqual(['south']);
  });
});
