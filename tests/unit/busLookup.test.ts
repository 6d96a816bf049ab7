import { distanceMeters, nearestStop } from '../../resources/transportation-requests/busLookup';
import { busLookupOf, busLookupSearch } from '../../resources/transportation-requests/busLookupSearch';
import { distanceIn } from '../../i18n/valueFormats';

describe('the bus lookup (spec 2.5 "transportation request bus lookup")', () => {
  it('measures great-circle distances: a degree of latitude is about 111 km', () => {
    expect(distanceMeters({ lat: 38, lng: -121 }, { lat: 39, lng: -121 })).toBe(111_195);
    expect(distanceMeters({ lat: 38.5816, lng: -121.4944 }, { lat: 38.5816, lng: -121.4944 })).toBe(0);
  });

  it("picks a run's stop nearest to the home, and none for a run without stops", () => {
    const stops = [{ sequence: 1, lat: 38.60, lng: -121.50 }, { sequence: 2, lat: 38.59, lng: -121.49 }, { sequence: 3, lat: 38.58, lng: -121.48 }];
    expect(nearestStop(stops, { lat: 38.5905, lng: -121.4898 })).toEqual({ stop: stops[1], distanceMeters: 58 });
    expect(nearestStop([], { lat: 38.59, lng: -121.49 })).toBeUndefined();
  });

  it('keeps a lookup in the page address, empty values left out, numbers read back as numbers', () => {
    const search = busLookupSearch({ campusId: 3, address: '  1450 Cedar Ave ', lat: undefined });
    expect(search.toString()).toBe('campusId=3&address=1450+Cedar+Ave');
    expect(busLookupOf(search)).toEqual({ campusId: 3, address: '1450 Cedar Ave' });
    expect(busLookupOf(new URLSearchParams('requestId=12&lat=38.5&lng=-121.4'))).toEqual({ requestId: 12, lat: 38.5, lng: -121.4 });
    expect(busLookupOf(new URLSearchParams('campusId=one'))).toEqual({ campusId: 'one' });
    expect(busLookupOf(new URLSearchParams(''))).toBeUndefined();
  });

  it("writes distances in the account's system: short walks in feet or metres, longer ones in miles or kilometres", () => {
    expect(distanceIn('us', 50)).toEqual({ unit: 'foot', value: 160, fractionDigits: 0 });
    expect(distanceIn('us', 1700)).toMatchObject({ unit: 'mile', fractionDigits: 2 });
    expect(distanceIn('us', 1700).value).toBeCloseTo(1.056, 3);
    expect(distanceIn('us', 20_000)).toMatchObject({ unit: 'mile', fractionDigits: 1 });
    expect(distanceIn('metric', 444)).toEqual({ unit: 'meter', value: 440, fractionDigits: 0 });
    expect(distanceIn('metric', 1700)).toEqual({ unit: 'kilometer', value: 1.7, fractionDigits: 2 });
    expect(distanceIn('metric', 27_298)).toEqual({ unit: 'kilometer', value: 27.298, fractionDigits: 1 });
  });
});
