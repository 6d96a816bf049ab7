import { openDatabase, type DatabaseHandle } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { describeWhen } from '../helpers/requirements';
import { createTestDatabase, DATABASE_KINDS, postgresChecksOf, type TestDatabase } from '../helpers/testDatabase';

const postgres = DATABASE_KINDS.find(({ kind }) => kind === 'postgres')!;

describeWhen(postgres.requirement, 'bulk writes through COPY on PostgreSQL (the seeds)', () => {
  let target: TestDatabase;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    target = await createTestDatabase('postgres');
    handle = await openDatabase(target.settings);
    await migrateToLatest(handle);
  });
  afterAll(async () => {
    await handle.close();
    await target.drop();
  });

  it('stores every value as an insert would: quotes, commas, line breaks, backslashes, empty text apart from null', async () => {
    const values = ['plain', 'a "quoted", comma', 'two\nlines\r\nand a tab\t', 'back\\slash \\N', '', 'Ñandú 学校 🚌'];
    const vendors = values.map((name, index) => ({ id: 900 + index, name, code: `C${index}`, status: 'active', contactName: index % 2 ? null : '', phone: null, email: null }));
    await handle.withBulkConnection!(({ db, copy }) => db.transaction().execute(() => copy('vendors', vendors)));
    const stored = await handle.db.selectFrom('vendors').select(['id', 'name', 'contactName']).where('id', '>=', 900).orderBy('id').execute();
    expect(stored).toEqual(vendors.map(({ id, name, contactName }) => ({ id, name, contactName })));
  });

  it('writes rows whose fields differ (an optional field left out) to the columns they name', async () => {
    await handle.withBulkConnection!(({ db, copy }) => db.transaction().execute(() => copy('appMeta', [{ key: 'first', value: '1' }, { value: '2', key: 'second' }])));
    expect(await handle.db.selectFrom('appMeta').selectAll().where('key', 'in', ['first', 'second']).orderBy('key').execute())
      .toEqual([{ key: 'first', value: '1' }, { key: 'second', value: '2' }]);
  });

  it('takes the foreign keys and indexes off while loading and puts them back; a failed load leaves nothing and every check in place', async () => {
    const before = await postgresChecksOf(handle.db);
    expect(before.length).toBeGreaterThan(100);
    const failed = handle.withBulkConnection!(({ db, copy, checksAfterLoading }) => db.transaction().execute(async () => {
      await checksAfterLoading();
      await copy('yards', [{ id: 1, vendorId: 900, name: 'Kept Yard' }]);
      // A second row with the same id: COPY refuses it, and the transaction with it.
      await copy('yards', [{ id: 1, vendorId: 900, name: 'Same id' }]);
    }));
    await expect(failed).rejects.toThrow(/duplicate key/);
    expect(await handle.db.selectFrom('yards').select('id').execute()).toEqual([]);
    expect(await postgresChecksOf(handle.db)).toEqual(before);

    const orphan = handle.withBulkConnection!(({ db, copy, checksAfterLoading }) => db.transaction().execute(async () => {
      const restore = await checksAfterLoading();
      await copy('yards', [{ id: 2, vendorId: 12345, name: 'No such vendor' }]);
      await restore();
    }));
    // Put back, the vendor's foreign key checks the loaded rows all at once.
    await expect(orphan).rejects.toThrow(/violates foreign key constraint/);
    expect(await handle.db.selectFrom('yards').select('id').execute()).toEqual([]);
    expect(await postgresChecksOf(handle.db)).toEqual(before);
  });
});
