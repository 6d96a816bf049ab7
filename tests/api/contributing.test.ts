import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { LOCALES, type LocaleCoverage } from '../../i18n/locales';
import { openDatabase, type DatabaseHandle } from '../../server/db/connect';
import { signedIn, type ApiClient } from '../helpers/apiClient';
import { seededTestDatabase, startServerProcess, type ServerProcess } from '../helpers/serverProcess';
import type { TestDatabase } from '../helpers/testDatabase';

/**
 * CONTRIBUTING.md's "How to add an entity" and "How to add a field", followed step by step on a
 * scratch entity — fuel receipts, a vendor's record of fuel bought for a vehicle — in a copy of the
 * project: each step changes the files its text names and nothing else (its `files`, compared with
 * the copy's files before and after it), and afterwards the copy typechecks and its server serves
 * the entity, and then its new field, as the engine serves any.
 */

const PROJECT_PARTS = ['src', 'server', 'resources', 'permissions', 'i18n', 'package.json', 'tsconfig.json'];
const SHARED_PARTS = ['node_modules', 'dist'];

interface Step {
  /** The project files the step changes or writes. */
  files: string[];
  apply(copy: string): void;
}

const write = (copy: string, file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
  fs.writeFileSync(path.join(copy, file), text);
};

/** Puts `text` after the one place `anchor` is found in the file; a file laid out otherwise fails the test. */
function insertAfter(copy: string, file: string, anchor: string | RegExp, text: string) {
  const source = fs.readFileSync(path.join(copy, file), 'utf8');
  const pattern = typeof anchor === 'string' ? new RegExp(anchor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g') : new RegExp(anchor.source, `${anchor.flags}g`);
  const found = [...source.matchAll(pattern)];
  if (found.length !== 1) throw new Error(`${file}: expected one ${anchor}, found ${found.length}`);
  const end = found[0].index! + found[0][0].length;
  fs.writeFileSync(path.join(copy, file), source.slice(0, end) + text + source.slice(end));
}

const LAST_IMPORT = /^import [^\n]+;\n(?!import)/m;

const migrationStep = (name: string, module: string, body: string): Step => {
  const file = `server/db/migrations/${name}.ts`;
  return {
    files: [file, 'server/db/migrations/index.ts'],
    apply: (copy) => {
      write(copy, file, body);
      insertAfter(copy, 'server/db/migrations/index.ts', LAST_IMPORT, `import * as ${module} from './${name}';\n`);
      const index = path.join(copy, 'server/db/migrations/index.ts');
      fs.writeFileSync(index, fs.readFileSync(index, 'utf8').replace(/\n};\s*$/, `\n  '${name}': ${module},\n};\n`));
    },
  };
};

/** The scratch entity's texts in the languages the test writes; any other language takes English's. */
const TITLES: Record<string, string> = { en: 'Fuel receipts', es: 'Recibos de combustible', vi: 'Hóa đơn nhiên liệu', zh: '燃油收据' };
const LABELS: Record<string, { name: string; fields: Record<string, string>; odometer: string }> = {
  en: {
    name: 'Fuel receipt |||| Fuel receipts',
    fields: { vendorId: 'Vendor', vehicleId: 'Vehicle', purchasedOn: 'Purchased on', gallons: 'Gallons', station: 'Station' },
    odometer: 'Odometer',
  },
  es: {
    name: 'Recibo de combustible |||| Recibos de combustible',
    fields: { vendorId: 'Proveedor', vehicleId: 'Vehículo', purchasedOn: 'Fecha de compra', gallons: 'Galones', station: 'Estación' },
    odometer: 'Odómetro',
  },
};
const titleIn = (code: string) => TITLES[code] ?? TITLES.en;
const labelsIn = (code: string) => LABELS[code] ?? LABELS.en;

/** English and every complete language: the catalogues that hold every text, typed by English's. */
const LABELLED = LOCALES.filter((locale) => (locale.coverage as LocaleCoverage) !== 'core').map((locale) => locale.code);
const labelFile = (code: string) => `i18n/${code}/resources/core.ts`;
const LABEL_FILES = LABELLED.map(labelFile);

const ENTITY_STEPS: Step[] = [
  migrationStep('20261126_0001_fuel_receipts', 'fuelReceipts', `import type { MigrationDb } from './dialect';
import { withId, withRecordColumns } from './dialect';

export async function up(db: MigrationDb): Promise<void> {
  await withRecordColumns(withId(db, db.schema.createTable('fuel_receipts'))
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id'))
    .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id'))
    .addColumn('purchased_on', 'text', (c) => c.notNull())
    .addColumn('gallons', 'double precision', (c) => c.notNull())
    .addColumn('station', 'text')).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('fuel_receipts').execute();
}
`),
  {
    files: ['resources/fuel-receipts/index.ts', 'resources/index.ts'],
    apply: (copy) => {
      write(copy, 'resources/fuel-receipts/index.ts', `import { date, number, reference, text } from '../engine/fields';
import { defineResource } from '../engine/resource';

export const fuelReceipts = defineResource({
  name: 'fuel-receipts',
  table: 'fuel_receipts',
  subject: 'fuel-receipts',
  fields: {
    vendorId: reference('vendors', { required: true, list: true, filter: true }),
    vehicleId: reference('vehicles', { required: true, list: true, filter: true }),
    purchasedOn: date({ required: true, list: true, sort: true, filter: true }),
    gallons: number({ required: true, min: 0, max: 500, list: true, sort: true }),
    station: text({ maxLength: 100, list: true, search: true }),
  },
  permissions: { view: ['view', 'fuel-receipts'], create: ['create', 'fuel-receipts'], edit: ['edit', 'fuel-receipts'], delete: ['delete', 'fuel-receipts'] },
  recordRepresentation: 'station',
  defaultSort: { field: 'purchasedOn', order: 'DESC' },
});
`);
      insertAfter(copy, 'resources/index.ts', LAST_IMPORT, "import { fuelReceipts } from './fuel-receipts';\n");
      insertAfter(copy, 'resources/index.ts', 'export const RESOURCES: readonly ResourceDeclaration[] = [\n', '  fuelReceipts,\n');
    },
  },
  {
    files: ['permissions/subjects.ts', 'permissions/codeRules.ts', 'permissions/tenantScopes.ts'],
    apply: (copy) => {
      insertAfter(copy, 'permissions/subjects.ts', 'export const SUBJECTS = [\n', "  'fuel-receipts',\n");
      insertAfter(copy, 'permissions/codeRules.ts', "VEHICLE_EDIT: [", "['create', 'fuel-receipts'], ['edit', 'fuel-receipts'], ['delete', 'fuel-receipts'], ");
      insertAfter(copy, 'permissions/codeRules.ts', "VEHICLE_VIEW: [", "['view', 'fuel-receipts'], ");
      insertAfter(copy, 'permissions/tenantScopes.ts', "= {\n", "  'fuel-receipts': { vendor: 'vendorId' },\n");
    },
  },
  {
    files: LABEL_FILES,
    apply: (copy) => {
      for (const code of LABELLED) {
        const { name, fields } = labelsIn(code);
        const labels = Object.entries(fields).map(([field, label]) => `${field}: '${label}'`).join(', ');
        insertAfter(copy, labelFile(code), /export const coreResources[^=]*= \{\n/, `  'fuel-receipts': {\n    name: '${name}',\n    fields: { ${labels} },\n  },\n`);
      }
    },
  },
  {
    files: ['permissions/routeGates.ts', ...LOCALES.map((locale) => `i18n/${locale.code}/shell.ts`)],
    apply: (copy) => {
      insertAfter(copy, 'permissions/routeGates.ts', /OUTSIDE_MENU_ROUTES[^=]*= \[\n/, "  { path: '/fuel-receipts', key: 'fuelReceipts', gate: [['view', 'fuel-receipts']] },\n");
      for (const { code } of LOCALES) insertAfter(copy, `i18n/${code}/shell.ts`, '  sections: {\n', `    fuelReceipts: '${titleIn(code)}',\n`);
    },
  },
];

const FIELD_STEPS: Step[] = [
  migrationStep('20261126_0002_fuel_receipt_odometer', 'fuelReceiptOdometer', `import type { MigrationDb } from './dialect';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('fuel_receipts').addColumn('odometer', 'integer').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('fuel_receipts').dropColumn('odometer').execute();
}
`),
  {
    files: ['resources/fuel-receipts/index.ts'],
    apply: (copy) => {
      insertAfter(copy, 'resources/fuel-receipts/index.ts', 'import { date, ', 'integer, ');
      insertAfter(copy, 'resources/fuel-receipts/index.ts', 'station: text({ maxLength: 100, list: true, search: true }),\n',
        '    odometer: integer({ min: 0, max: 10_000_000, sort: true }),\n');
    },
  },
  {
    files: LABEL_FILES,
    apply: (copy) => {
      for (const code of LABELLED) {
        const { fields, odometer } = labelsIn(code);
        insertAfter(copy, labelFile(code), `station: '${fields.station}'`, `, odometer: '${odometer}'`);
      }
    },
  },
];

/**
 * The paths each numbered step of a section of CONTRIBUTING.md names (up to the paragraph after
 * the list): backticked, with a slash, a `<word>` standing for any name (`<name>`, `<code>`, `<date>`).
 */
function documentedSteps(heading: string): RegExp[][] {
  const doc = fs.readFileSync('CONTRIBUTING.md', 'utf8');
  const section = doc.split(`\n## ${heading}\n`)[1]?.split(/\n## /)[0];
  if (!section) throw new Error(`CONTRIBUTING.md has no section "${heading}"`);
  const steps = section.split(/\n(?=\d+\. )/).filter((part) => /^\d+\. /.test(part)).map((step) => step.split('\n\n')[0]);
  return steps.map((step) => [...step.matchAll(/`([\w<>.-]+\/[\w<>./-]*)`/g)].map(([, written]) => new RegExp(
    `^${written.replace(/[.]/g, '\\.').replace(/<\w+>/g, '[^/]+')}${written.endsWith('/') ? '[^/]+$' : '$'}`,
  )));
}

/** Each step's files against the paths its text names: every file named, every path used. */
function stepMismatches(heading: string, steps: Step[]): string[] {
  const documented = documentedSteps(heading);
  if (documented.length !== steps.length) return [`${heading}: the doc has ${documented.length} steps, the test follows ${steps.length}`];
  return steps.flatMap((step, i) => [
    ...step.files.filter((file) => !documented[i].some((written) => written.test(file))).map((file) => `${heading}, step ${i + 1}: ${file} is not named`),
    ...documented[i].filter((written) => !step.files.some((file) => written.test(file))).map((written) => `${heading}, step ${i + 1}: ${written.source} is named but not needed`),
  ]);
}

function copyOfProject(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'console-contributing-'));
  for (const part of PROJECT_PARTS) fs.cpSync(part, path.join(copy, part), { recursive: true });
  for (const part of SHARED_PARTS) if (fs.existsSync(part)) fs.symlinkSync(path.resolve(part), path.join(copy, part));
  return copy;
}

/** Every file of the copy's project parts (not the shared node_modules and build), by path, with its content's hash. */
function filesOf(copy: string): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (file: string) => {
    const full = path.join(copy, file);
    if (fs.statSync(full).isDirectory()) for (const entry of fs.readdirSync(full)) visit(path.join(file, entry));
    else files.set(file, createHash('sha1').update(fs.readFileSync(full)).digest('hex'));
  };
  for (const part of PROJECT_PARTS) visit(part);
  return files;
}

/** Applies the step to the copy and answers the files it wrote, changed or removed. */
function changedBy(step: Step, copy: string): string[] {
  const before = filesOf(copy);
  step.apply(copy);
  const after = filesOf(copy);
  return [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file)).sort();
}

/**
 * The copy's web app, server and shared code through the compiler, as `npm test` does the project's;
 * incrementally, so that a second check reads again only what the steps since the first changed.
 */
async function typecheck(copy: string): Promise<void> {
  write(copy, 'tsconfig.check.json', JSON.stringify({ extends: './tsconfig.json', include: ['src', 'server', 'resources', 'permissions', 'i18n'] }));
  const args = ['--noEmit', '--incremental', '--tsBuildInfoFile', 'tsconfig.check.tsbuildinfo', '-p', 'tsconfig.check.json'];
  await promisify(execFile)(process.execPath, [require.resolve('typescript/bin/tsc'), ...args], { cwd: copy })
    .catch((error: { stdout?: string }) => { throw new Error(`the copy does not typecheck:\n${error.stdout}`); });
}

const query = (params: Record<string, unknown>) => new URLSearchParams(Object.fromEntries(Object.entries(params).map(([key, value]) => [key, JSON.stringify(value)]))).toString();

describe('CONTRIBUTING.md, followed on a scratch entity in a copy of the project', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let copy: string;
  let server: ServerProcess | undefined;
  let vendor: ApiClient;

  const startCopy = async () => {
    server = await startServerProcess({ database, role: 'vendor', cwd: copy, env: { SERVER_DRAWN_PAGES: 'false' } });
    vendor = await signedIn(server.url, 'vendor@example.com');
    expect((await vendor.post('/api/account', { accountId: 1, subAccountIds: [1, 2, 3] })).status).toBe(200);
  };

  beforeAll(async () => {
    database = await seededTestDatabase('sqlite');
    handle = await openDatabase(database.settings);
    copy = copyOfProject();
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await handle?.close();
    await database?.drop();
    if (copy) fs.rmSync(copy, { recursive: true, force: true });
  });

  it('names, in each step, exactly the files the step changes', () => {
    expect([...stepMismatches('How to add an entity', ENTITY_STEPS), ...stepMismatches('How to add a field', FIELD_STEPS)]).toEqual([]);
  });

  it("adds an entity: the copy typechecks, and its server serves the entity to the vendor's own rows, checked, versioned, audited and exported", async () => {
    for (const step of ENTITY_STEPS) expect(changedBy(step, copy)).toEqual([...step.files].sort());
    await typecheck(copy);
    await startCopy();
    const vehicle = (await vendor.get<{ id: number }[]>(`/api/vehicles?${query({ range: [0, 0] })}`)).body[0];
    const created = await vendor.post<{ id: number; version: number; station: string }>('/api/fuel-receipts', {
      vendorId: 1, vehicleId: vehicle.id, purchasedOn: '2026-11-20', gallons: 41.5, station: 'Depot pump 2',
    });
    expect(created).toMatchObject({ status: 200, body: { station: 'Depot pump 2', version: 1 } });
    expect(await vendor.post('/api/fuel-receipts', { vendorId: 1, vehicleId: vehicle.id, purchasedOn: '2026-11-20', gallons: 900 }))
      .toMatchObject({ status: 400 });

    // Another vendor's receipt, stored behind the API's back, is not the vendor's to see.
    const other = await handle.db.selectFrom('vehicles').select(['id', 'vendorId']).where('vendorId', '!=', 1).executeTakeFirstOrThrow();
    await sql`insert into fuel_receipts (vendor_id, vehicle_id, purchased_on, gallons, station) values (${other.vendorId}, ${other.id}, '2026-11-21', 12, 'Elsewhere')`.execute(handle.db);
    const listed = await vendor.get<{ id: number; station: string }[]>(`/api/fuel-receipts?${query({ sort: ['purchasedOn', 'DESC'], range: [0, 24] })}`);
    expect(listed.body.map((row) => row.station)).toEqual(['Depot pump 2']);
    expect(listed.headers.get('content-range')).toBe('fuel-receipts 0-0/1');
    expect(await vendor.post('/api/fuel-receipts', { vendorId: other.vendorId, vehicleId: other.id, purchasedOn: '2026-11-20', gallons: 10 }))
      .toMatchObject({ status: 400 });

    const id = created.body.id;
    expect(await vendor.request('PUT', `/api/fuel-receipts/${id}`, { ...created.body, gallons: 40, version: 1 })).toMatchObject({ status: 200, body: { gallons: 40, version: 2 } });
    expect(await vendor.request('PUT', `/api/fuel-receipts/${id}`, { ...created.body, gallons: 39, version: 1 })).toMatchObject({ status: 409 });
    const exported = await vendor.get<string>(`/api/fuel-receipts/export?${query({ sort: ['purchasedOn', 'DESC'] })}`);
    expect(exported.body.split('\r\n')[1]).toContain('Depot pump 2');
    expect((await vendor.get<{ paths: Record<string, unknown> }>('/api/docs')).body.paths).toHaveProperty('/api/fuel-receipts');
    expect(await vendor.request('DELETE', `/api/fuel-receipts/${id}?version=2`)).toMatchObject({ status: 200 });

    const audited = await handle.db.selectFrom('auditLog').select('action').where('entity', '=', 'fuel-receipts').where('recordId', '=', String(id)).orderBy('id').execute();
    expect(audited.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
  }, 180_000);

  it('adds a field: after the copy typechecks and restarts, the entity takes it and gives it back', async () => {
    await server?.stop();
    for (const step of FIELD_STEPS) expect(changedBy(step, copy)).toEqual([...step.files].sort());
    await typecheck(copy);
    await startCopy();
    const vehicle = (await vendor.get<{ id: number }[]>(`/api/vehicles?${query({ range: [0, 0] })}`)).body[0];
    const created = await vendor.post<{ id: number }>('/api/fuel-receipts', { vendorId: 1, vehicleId: vehicle.id, purchasedOn: '2026-11-24', gallons: 30, odometer: 81234 });
    expect(created).toMatchObject({ status: 200, body: { odometer: 81234 } });
    expect((await vendor.get(`/api/fuel-receipts/${created.body.id}`)).body).toMatchObject({ odometer: 81234 });
    expect(await vendor.post('/api/fuel-receipts', { vendorId: 1, vehicleId: vehicle.id, purchasedOn: '2026-11-24', gallons: 30, odometer: -1 }))
      .toMatchObject({ status: 400 });
    expect((await vendor.get<{ id: number }[]>(`/api/fuel-receipts?${query({ sort: ['odometer', 'DESC'], range: [0, 0] })}`)).body[0].id).toBe(created.body.id);
  }, 240_000);
});
