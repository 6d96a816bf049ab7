import { withId, withRecordColumns, type MigrationDb } from './dialect';

const WEEKDAYS = '["MO","TU","WE","TH","FR"]';
const BATCH = 500;

interface StoredStop {
  sequence: number;
  studentIds?: number[];
}

/**
 * A student's service as records of its own (resources/student-assignments): until now a run's stops
 * each listed the ids of the students picked up there. Each such listing becomes an assignment over
 * its route group's days and dates (from today when the group has no start), and the stops keep
 * only where and when.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withRecordColumns(withId(db, db.schema.createTable('student_assignments'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('route_id', 'integer', (c) => c.notNull().references('routes.id').onDelete('cascade'))
    .addColumn('stop_sequence', 'integer', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('days_of_week', 'text', (c) => c.notNull().defaultTo(WEEKDAYS))
    .addColumn('effective_from', 'text', (c) => c.notNull())
    .addColumn('effective_to', 'text')
    .addColumn('district_id', 'integer', (c) => c.notNull().references('districts.id'))
    .addColumn('campus_id', 'integer', (c) => c.notNull().references('campuses.id'))).execute();
  await db.schema.createIndex('student_assignments_route').on('student_assignments').columns(['route_id', 'effective_from']).execute();
  await db.schema.createIndex('student_assignments_student').on('student_assignments').columns(['student_id', 'effective_from']).execute();
  await db.schema.createIndex('student_assignments_district').on('student_assignments').columns(['district_id', 'campus_id']).execute();
  await moveStopStudents(db);
}

async function moveStopStudents(db: MigrationDb): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  const groups = new Map((await db.selectFrom('route_groups').select(['id', 'days_of_week', 'effective_from', 'effective_to']).execute()).map((group) => [group.id as number, group]));
  const students = new Map((await db.selectFrom('students').select(['id', 'district_id', 'campus_id']).execute()).map((student) => [student.id as number, student]));
  const runs = await db.selectFrom('routes').select(['id', 'route_group_id', 'direction', 'stops']).execute();
  const rows: Record<string, unknown>[] = [];
  for (const run of runs) {
    const stops = JSON.parse(run.stops as string) as StoredStop[];
    if (!stops.some((stop) => 'studentIds' in stop)) continue;
    const group = groups.get(run.route_group_id as number);
    const days = JSON.parse((group?.days_of_week as string | undefined) ?? '[]') as string[];
    for (const stop of stops) {
      for (const studentId of stop.studentIds ?? []) {
        const student = students.get(studentId);
        if (!student) continue;
        rows.push({
          student_id: studentId, route_id: run.id, stop_sequence: stop.sequence, direction: run.direction,
          days_of_week: days.length ? JSON.stringify(days) : WEEKDAYS, effective_from: group?.effective_from ?? today, effective_to: group?.effective_to ?? null,
          district_id: student.district_id, campus_id: student.campus_id,
        });
      }
    }
    const kept = stops.map(({ studentIds: _moved, ...stop }) => stop);
    await db.updateTable('routes').set({ stops: JSON.stringify(kept) }).where('id', '=', run.id).execute();
  }
  for (let start = 0; start < rows.length; start += BATCH) await db.insertInto('student_assignments').values(rows.slice(start, start + BATCH)).execute();
}

/** Back to stops that list their students (none, for a stop without): each current or upcoming assignment's student at its stop. */
export async function down(db: MigrationDb): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  const assignments = await db.selectFrom('student_assignments').select(['route_id', 'stop_sequence', 'student_id'])
    .where((eb) => eb.or([eb('effective_to', 'is', null), eb('effective_to', '>=', today)])).execute();
  const runs = await db.selectFrom('routes').select(['id', 'stops']).execute();
  for (const run of runs) {
    const stops = (JSON.parse(run.stops as string) as StoredStop[]).map((stop) => ({
      ...stop, studentIds: assignments.filter((row) => row.route_id === run.id && row.stop_sequence === stop.sequence).map((row) => row.student_id as number),
    }));
    await db.updateTable('routes').set({ stops: JSON.stringify(stops) }).where('id', '=', run.id).execute();
  }
  await db.schema.dropTable('student_assignments').execute();
}
