import { sql } from 'kysely';
import { readSheet } from 'read-excel-file/node';
import type { ApiClient } from '../../helpers/apiClient';
import { DEMO_STAFF, flowSuite } from '../../helpers/flowSuite';
import { describeWhen } from '../../helpers/requirements';
import { DATABASE_KINDS } from '../../helpers/testDatabase';

jest.setTimeout(120_000);

/** A CSV file as its rows of cells, as a spreadsheet reads it: a quoted cell may hold commas, doubled quotes and line breaks. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [[]];
  for (const [, quoted, plain, end] of text.matchAll(/(?:"((?:[^"]|"")*)"|([^",\r\n]*))(,|\r\n|$)/g)) {
    rows.at(-1)!.push(quoted === undefined ? plain : quoted.replace(/""/g, '"'));
    if (end === '\r\n') rows.push([]);
    if (end === '') break;
  }
  // The file ends with a line break, after which there is no row.
  return rows.filter((row) => row.length > 1 || row[0] !== '');
}

/** An export as its heading and its rows, each row a map from heading to the cell as written in the file. */
async function exported(client: ApiClient, path: string): Promise<{ header: string[]; rows: Record<string, string>[] }> {
  const response = await client.get<string>(path);
  expect(response.status).toBe(200);
  const [header, ...lines] = csvRows(response.body);
  return { header, rows: lines.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index]]))) };
}

const exportOf = (resource: string, filter: object = {}) => `/api/${resource}/export?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** An instant on a timezone's clock, written as spreadsheets read a date and time ("2026-11-25 07:40"). */
const onClock = (iso: string, timeZone: string) => new Date(iso).toLocaleString('sv-SE', { timeZone }).slice(0, 16);

for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `exports people can open in a spreadsheet on ${kind}`, () => {
    const bed = flowSuite(kind, { manager: DEMO_STAFF.manager, district: DEMO_STAFF.district });

    /** A ride of the vendor's with a driver, a driver fee of $140.03 and a tag that reads as a formula. */
    const preparedRide = async () => {
      const ride = await bed.db().selectFrom('rides').select(['id', 'displayId', 'rideDate', 'scheduledStart', 'driverId', 'districtId'])
        .where('vendorId', '=', 1).where('driverId', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
      await bed.db().updateTable('rides').set({ driverFeeCents: 14003, tags: JSON.stringify(['=1+1', 'field trip']) }).where('id', '=', ride.id).execute();
      const driver = await bed.db().selectFrom('drivers').select(['firstName', 'lastName']).where('id', '=', ride.driverId!).executeTakeFirstOrThrow();
      return { ...ride, driverName: `${driver.firstName} ${driver.lastName}` };
    };

    it('heads each column with the label the user sees, and exports a reference as its name with its id in a column of its own', async () => {
      const ride = await preparedRide();
      const { header, rows } = await exported(bed.manager, exportOf('rides', { displayId: ride.displayId }));
      // The vendor may not view districts: the district is its id alone, as its screens show no name for it.
      expect(header.slice(0, 6)).toEqual(['ID', 'Ride #', 'Run', 'Run ID', 'Date', 'District ID']);
      expect(header).toEqual(expect.arrayContaining(['Driver', 'Driver ID', 'Status', 'Scheduled start', 'Driver fee', 'Tags']));
      expect(header.indexOf('Driver ID')).toBe(header.indexOf('Driver') + 1);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ ID: String(ride.id), 'Ride #': String(ride.displayId), Driver: ride.driverName, 'Driver ID': String(ride.driverId) });
    });

    it('writes money as a plain decimal in currency units, days and moments as dates, choices by their labels and structured values as text', async () => {
      const ride = await preparedRide();
      const [row] = (await exported(bed.manager, exportOf('rides', { displayId: ride.displayId }))).rows;
      const { timezone } = await bed.db().selectFrom('vendors').select('timezone').where('id', '=', 1).executeTakeFirstOrThrow();
      expect(row['Driver fee']).toBe('140.03');
      expect(row.Date).toBe(ride.rideDate);
      expect(row.Date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row['Scheduled start']).toBe(onClock(ride.scheduledStart, timezone));
      expect(['Scheduled', 'Assigned', 'En route', 'Completed', 'Cancelled']).toContain(row.Status);
      // The list reads as the screens write it, and as its text begins with "=" it is neutralised.
      expect(row.Tags).toBe("'=1+1, field trip");
    });

    it('never prefixes a number, a negative one included, and prefixes only text that a spreadsheet would read as a formula', async () => {
      const invoice = await bed.db().selectFrom('accountingTransactions').select(['id', 'number']).where('vendorId', '=', 1).orderBy('id').executeTakeFirstOrThrow();
      await bed.db().updateTable('accountingTransactions').set({ adjustmentCents: -2550, notes: '=HYPERLINK("http://evil")' }).where('id', '=', invoice.id).execute();
      const response = await bed.manager.get<string>(exportOf('invoicing', { q: invoice.number }));
      const line = response.body.split('\r\n').find((text) => text.startsWith(`${invoice.id},`))!;
      expect(line).toContain(',-25.5,');
      expect(line).not.toContain("'-25.5");
      expect(line).toContain(`"'=HYPERLINK(""http://evil"")"`);
      const [row] = (await exported(bed.manager, exportOf('invoicing', { q: invoice.number }))).rows;
      expect(row.Adjustment).toBe('-25.5');
    });

    it('writes distances in the account\'s unit, named in the heading', async () => {
      const run = await bed.db().selectFrom('routes').select(['id', 'distanceMeters']).where('vendorId', '=', 1).where('distanceMeters', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
      const { rows } = await exported(bed.manager, exportOf('routes', { id: [run.id] }));
      expect(Number(rows[0]['Distance (mi)'])).toBeCloseTo(run.distanceMeters! / 1609.344, 3);
    });

    it('leaves out a field the user may not read: a district never sees the driver fee', async () => {
      const ride = await preparedRide();
      const { header, rows } = await exported(bed.district, exportOf('rides', { displayId: ride.displayId }));
      expect(header).toEqual(expect.arrayContaining(['Campus', 'Campus ID', 'Driver ID', 'Scheduled start']));
      expect(header).not.toContain('Driver fee');
      expect(rows.every((row) => !Object.values(row).includes('140.03'))).toBe(true);
    });

    it('heads the columns in Spanish, and writes choices and yes/no in Spanish, for a user whose language is Spanish', async () => {
      const ride = await preparedRide();
      expect((await bed.district.request('PUT', '/api/profile/language', { locale: 'es' })).status).toBe(204);
      try {
        const { header, rows } = await exported(bed.district, exportOf('rides', { displayId: ride.displayId }));
        expect(header.slice(0, 5)).toEqual(['ID', 'Viaje n.º', 'Recorrido', 'Recorrido (ID)', 'Fecha']);
        expect(header).toEqual(expect.arrayContaining(['Escuela', 'Escuela (ID)', 'Conductor (ID)', 'Estado', 'Inicio programado']));
        expect(['Programado', 'Asignado', 'En ruta', 'Completado', 'Cancelado']).toContain(rows[0].Estado);
        const students = await exported(bed.district, exportOf('students'));
        expect(students.header).toEqual(expect.arrayContaining(['Nombre', 'Apellido', 'Silla de ruedas']));
        const wheelchairs = new Set(students.rows.map((row) => row['Silla de ruedas']));
        expect(wheelchairs.has('Sí') || wheelchairs.has('No')).toBe(true);
        expect([...wheelchairs].filter((cell) => !['Sí', 'No', ''].includes(cell))).toEqual([]);
      } finally {
        await bed.district.request('PUT', '/api/profile/language', { locale: 'en' });
      }
    });

    it('writes a structured value as the screens read it, never as JSON: a line per guardian', async () => {
      const student = await bed.db().selectFrom('students').select('id').where('districtId', '=', 1).orderBy('id').executeTakeFirstOrThrow();
      const guardians = [
        { name: 'Ana Adams', phone: '(503) 555-0142', relationship: 'mother', language: 'es', mayPickUp: true },
        { name: 'Luis Adams', phone: '(503) 555-0199', relationship: 'father', email: 'luis.adams@example.net', mayPickUp: false },
      ];
      await bed.db().updateTable('students').set({ guardians: JSON.stringify(guardians) }).where('id', '=', student.id).execute();
      const { rows } = await exported(bed.district, exportOf('students', { id: [student.id] }));
      // The declared fields in order, choices by their labels, "may pick up" named when it holds.
      expect(rows[0].Guardians).toBe('Ana Adams · Mother · (503) 555-0142 · Spanish · May pick up\nLuis Adams · Father · (503) 555-0199 · luis.adams@example.net');
    });

    it('begins with a byte-order mark, so that a spreadsheet reads the file as UTF-8', async () => {
      const file = await bed.manager.download('/api/vehicles/export');
      expect([...file.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    });

    it('writes the same list as an Excel workbook: labelled headings, numbers and money as numbers, days and moments as dates, text never prefixed', async () => {
      const ride = await preparedRide();
      const { timezone } = await bed.db().selectFrom('vendors').select('timezone').where('id', '=', 1).executeTakeFirstOrThrow();
      const file = await bed.manager.download(`${exportOf('rides', { displayId: ride.displayId })}&format=xlsx`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(file.headers.get('content-disposition')).toBe('attachment; filename="rides.xlsx"');
      const [header, ...rows] = await readSheet(file.body);
      expect(rows).toHaveLength(1);
      const row = Object.fromEntries(header.map((name, index) => [String(name), rows[0][index]]));
      expect(header.slice(0, 4)).toEqual(['ID', 'Ride #', 'Run', 'Run ID']);
      expect(row).toMatchObject({ ID: ride.id, 'Ride #': ride.displayId, Driver: ride.driverName, 'Driver ID': ride.driverId, 'Driver fee': 140.03, Tags: '=1+1, field trip' });
      // A day and a moment on the account's clock, read back as the sheet's dates (which count wall-clock time, as UTC).
      expect(row.Date).toEqual(new Date(`${ride.rideDate}T00:00:00Z`));
      expect(row['Scheduled start']).toEqual(new Date(`${onClock(ride.scheduledStart, timezone).replace(' ', 'T')}:00Z`));
    });

    it('refuses a file format it does not write, naming the ones it does', async () => {
      expect(await bed.manager.get('/api/rides/export?format=pdf')).toMatchObject({ status: 400, body: { message: 'format: csv or xlsx.', code: 'INVALID_FORMAT' } });
    });

    it("exports the tenant's students as an attachment, audited, with formula-like text cells neutralised", async () => {
      await bed.district.post('/api/students', { studentNumber: '=HYPERLINK("http://evil")', firstName: '+Ana', lastName: '-Lima', campusId: 2, grade: '3', address: '@3 Elm Street', status: 'active' });
      const response = await bed.district.get<string>(exportOf('students', { q: 'lima' }));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="students.csv"');
      const [header, ...lines] = response.body.trim().split('\r\n');
      expect(header.startsWith('ID,Student number,First name,Last name,District,District ID,Campus,Campus ID')).toBe(true);
      const line = lines.find((text) => text.includes('HYPERLINK'))!;
      expect(line).toContain(`"'=HYPERLINK(""http://evil"")"`);
      expect(line).toContain(`'+Ana,'-Lima`);
      expect(line).toContain(`'@3`);
      const audit = await bed.db().selectFrom('auditLog').select('action').where('entity', '=', 'students').execute();
      expect(audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(['create', 'export']));
      expect((await bed.district.get('/api/students/export?sort=["secret","ASC"]')).status).toBe(400);
    });

    it("audits the students named in another section's export as a read of students", async () => {
      const before = await bed.db().selectFrom('auditLog').select(sql<number>`count(*)`.as('n')).where('entity', '=', 'students').where('action', '=', 'read').executeTakeFirstOrThrow();
      const { header, rows } = await exported(bed.district, exportOf('student-rfid'));
      expect(header).toEqual(expect.arrayContaining(['Student', 'Student ID']));
      expect(rows.some((row) => row.Student)).toBe(true);
      const entries = await bed.db().selectFrom('auditLog').select(['detail']).where('entity', '=', 'students').where('action', '=', 'read').orderBy('id').execute();
      expect(entries.length).toBe(Number(before.n) + 1);
      expect(entries.at(-1)!.detail).toContain('student-rfid');
    });
  });
}
