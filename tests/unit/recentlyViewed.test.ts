import { readRecentPages, RECENTLY_VIEWED_LIMIT, recentlyViewedKey, withVisit, writeRecentPages, type RecentPage } from '../../src/shell/global/goToPage/recentlyViewed';

const visit = (path: string, pagePath = path, label = pagePath.slice(1)): RecentPage => ({ path, label, pagePath });

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe('recently viewed pages for "Go to page" (spec 2.11)', () => {
  it('puts the latest visit first and keeps the last five', () => {
    let recent: RecentPage[] = [];
    for (const path of ['/rides', '/drivers', '/students', '/vehicles', '/vendors', '/yards']) recent = withVisit(recent, visit(path));
    expect(RECENTLY_VIEWED_LIMIT).toBe(5);
    expect(recent.map((entry) => entry.path)).toEqual(['/yards', '/vendors', '/vehicles', '/students', '/drivers']);
  });

  it('keeps one entry per page: the last place visited in it', () => {
    let recent = [visit('/drivers'), visit('/rides')];
    recent = withVisit(recent, visit('/rides/12/show', '/rides'));
    expect(recent).toEqual([visit('/rides/12/show', '/rides'), visit('/drivers')]);
  });

  it('keeps a list per user', () => {
    expect(recentlyViewedKey(3)).not.toBe(recentlyViewedKey(4));
  });

  it('reads back what it wrote', () => {
    const storage = memoryStorage();
    const recent = [visit('/rides'), visit('/drivers')];
    writeRecentPages(storage, 'key', recent);
    expect(readRecentPages(storage, 'key')).toEqual(recent);
  });

  it('ignores stored values that are not a list of visits', () => {
    expect(readRecentPages(memoryStorage({ key: 'not json' }), 'key')).toEqual([]);
    expect(readRecentPages(memoryStorage({ key: '{"path":"/rides"}' }), 'key')).toEqual([]);
    expect(readRecentPages(memoryStorage({ key: JSON.stringify([visit('/rides'), { path: 3 }, null]) }), 'key')).toEqual([visit('/rides')]);
    expect(readRecentPages(memoryStorage(), 'key')).toEqual([]);
  });

  it('does not fail when storage refuses to write', () => {
    const full = { setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => writeRecentPages(full, 'key', [visit('/rides')])).not.toThrow();
  });
});
