import { ADDRESS_LOCATION, locationVerifiedAfter } from '../../resources/engine/resource';

const HOME = { address: '4079 Chestnut St', lat: 38.586, lng: -121.386, locationVerified: 1 };

/** Whether a record's point is one a person placed for its address, after a write (resources/engine/resource.ts). */
describe('locationVerifiedAfter', () => {
  it.each([
    ['a new record with a point', null, { address: 'A', lat: 1, lng: 2 }, true],
    ['a new record with an address and no point', null, { address: 'A', lat: null, lng: null }, false],
    ['a new record with half a point', null, { address: 'A', lat: 1, lng: null }, false],
    ['the address changed, the point kept', HOME, { ...HOME, address: '12 Elm St' }, false],
    ['the address changed and a new point placed', HOME, { ...HOME, address: '12 Elm St', lat: 38.6 }, true],
    ['the point moved alone (the pin dragged)', HOME, { ...HOME, lng: -121.39 }, true],
    ['the point taken away', HOME, { ...HOME, lat: null, lng: null }, false],
    ['nothing about the location changed: verified stays verified', HOME, { ...HOME }, true],
    ['nothing about the location changed: not verified stays so', { ...HOME, locationVerified: 0 }, { ...HOME, locationVerified: 0 }, false],
  ])('%s', (_case, before, next, verified) => {
    expect(locationVerifiedAfter(ADDRESS_LOCATION, before, next)).toBe(verified);
  });
});
