import { listQuery, pageFrom, referencedRecords, totalText } from '../../src/providers/listPage';

describe('a list page as the console reads it', () => {
  it('asks for the page as ra-data-simple-rest does', () => {
    const query = listQuery({ pagination: { page: 3, perPage: 25 }, sort: { field: 'scheduledStart', order: 'DESC' }, filter: { status: 'late' } });
    expect(Object.fromEntries(query)).toEqual({ sort: '["scheduledStart","DESC"]', range: '[50,74]', filter: '{"status":"late"}' });
  });

  it('reads an exact total, and a bound as no total but a next page', () => {
    expect(pageFrom(new Headers({ 'content-range': 'rides 0-1/2' }), [{ id: 1 }, { id: 2 }], { page: 1, perPage: 25 })).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 2 });
    const bounded = pageFrom(new Headers({ 'content-range': 'rides 25-49/*', 'x-total-more-than': '2000' }), [], { page: 2, perPage: 25 });
    expect(bounded).toEqual({ data: [], pageInfo: { hasNextPage: true, hasPreviousPage: true }, meta: { totalMoreThan: 2000 } });
    expect(() => pageFrom(new Headers(), [], { page: 1, perPage: 25 })).toThrow('no total');
  });

  it('says a total in the reader\'s language, with a plus past the bound', () => {
    expect(totalText({ total: 1204 }, 'en')).toBe('1,204');
    expect(totalText({ meta: { totalMoreThan: 2000 } }, 'es')).toBe('2000+');
    expect(totalText({ meta: { totalMoreThan: 12000 } }, 'es')).toBe('12.000+');
    expect(totalText({}, 'en')).toBeUndefined();
  });

  it('fetches the records a page refers to once per resource, without repeats or empty ids', async () => {
    const asked: [string, unknown[]][] = [];
    const rows = [
      { id: 1, routeId: 7, driverId: 3, vehicleId: null },
      { id: 2, routeId: 7, driverId: 4, vehicleId: null },
      { id: 3, routeId: 8, driverId: null, vehicleId: null },
    ];
    const prefetched = await referencedRecords(
      rows,
      [{ source: 'routeId', reference: 'routes' }, { source: 'driverId', reference: 'drivers' }, { source: 'vehicleId', reference: 'vehicles' }],
      async (resource, ids) => {
        asked.push([resource, ids]);
        return ids.map((id) => ({ id: id as number, resource }));
      },
    );
    expect(asked).toEqual([['routes', [7, 8]], ['drivers', [3, 4]]]);
    expect(prefetched).toEqual({ routes: [{ id: 7, resource: 'routes' }, { id: 8, resource: 'routes' }], drivers: [{ id: 3, resource: 'drivers' }, { id: 4, resource: 'drivers' }] });
  });
});
