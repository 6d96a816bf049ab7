import { declarationOf, RESOURCES } from '../../resources';
import { charterTrips } from '../../resources/charter-trips';
import { driverDocuments } from '../../resources/driver-documents';
import { endOfRideInspections } from '../../resources/end-of-ride-inspections';
import { rides } from '../../resources/rides';
import { nameParts, sortableFields, sortableFieldsFor, sortKeyOf, type ListReader } from '../../resources/engine/sorting';
import { collationKey } from '../../server/db/collationKey';

const everyone: ListReader = { can: () => true, portal: 'admin' };

describe('which columns a list sorts by (resources/engine/sorting.ts)', () => {
  it('sorts by every listed column that has an order, references included, and by unlisted fields declared sort: true', () => {
    expect(sortableFields(rides, declarationOf)).toEqual(['id', 'displayId', 'routeId', 'rideDate', 'vendorId', 'vehicleId', 'driverId', 'status', 'scheduledStart', 'scheduledEnd', 'actualStart']);
  });

  it('never sorts by a kind without an order: JSON, a derived value', () => {
    expect(sortableFields(rides, declarationOf)).not.toContain('tags');
    expect(sortableFields(driverDocuments, declarationOf)).not.toContain('state');
  });

  it('offers a reader no sort on what they may not read: a view rule they lack, a reference to an entity they may not view', () => {
    const noPricing: ListReader = { can: ([action]) => action !== 'view-pricing', portal: 'enterprise' };
    expect(sortableFieldsFor(charterTrips, everyone, declarationOf)).toContain('price');
    expect(sortableFieldsFor(charterTrips, noPricing, declarationOf)).not.toContain('price');
    const noVendors: ListReader = { can: ([, subject]) => subject !== 'vendors', portal: 'enterprise' };
    expect(sortableFieldsFor(rides, noVendors, declarationOf)).not.toContain('vendorId');
  });

  it('sorts every declared list by its default order', () => {
    expect(RESOURCES.filter((resource) => !sortableFields(resource, declarationOf).includes(resource.defaultSort.field)).map(({ name }) => name)).toEqual([]);
  });

  it('orders a reference by the referenced record\'s name: one field by its kind, several as the text they make', () => {
    expect(sortKeyOf(endOfRideInspections, 'rideId', declarationOf)).toMatchObject({ kind: 'stored', name: [{ field: 'displayId' }] });
    expect(sortKeyOf(rides, 'driverId', declarationOf)).toMatchObject({ kind: 'text', name: [{ field: 'firstName' }, { text: ' ' }, { field: 'lastName' }] });
    expect(sortKeyOf(rides, 'status', declarationOf)).toMatchObject({ kind: 'choice', choices: rides.fields.status.choices });
    expect(nameParts('name')).toEqual([{ field: 'name' }]);
  });
});

describe("SQLite's collation key (server/db/collationKey.ts)", () => {
  const sorted = (names: string[]) => [...names].sort((a, b) => (collationKey(a)! < collationKey(b)! ? -1 : 1));

  it('orders letters without their case or accents, as a language does at its first level', () => {
    expect(sorted(['Zhang', 'álvarez', 'Baker', 'Álvaro'])).toEqual(['álvarez', 'Álvaro', 'Baker', 'Zhang']);
  });

  it('puts spaces and punctuation before digits, and digits before letters', () => {
    expect(sorted(['Ann Lee', 'Anna', 'Ann-Marie', 'Ann2'])).toEqual(['Ann Lee', 'Ann-Marie', 'Ann2', 'Anna']);
    expect(sorted(['Band camp · Y', 'Band · X'])).toEqual(['Band · X', 'Band camp · Y']);
  });

  it('keeps a missing value missing', () => {
    expect(collationKey(null)).toBeNull();
  });
});
