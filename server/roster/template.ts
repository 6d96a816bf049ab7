import fs from 'node:fs';
import { REQUIRED_TEMPLATE_COLUMNS, TEMPLATE_COLUMNS } from '../../resources/students/rosterImport';
import type { ReportProgress } from '../progressAnswer';
import { coordinateOf, csvHeader, csvLines, openCsv, readingProgress, RosterFileError, type RosterFile } from './rosterFiles';
import { RosterProblems, RosterScratch } from './rosterScratch';

const FILE = 'template';

/**
 * The console's roster template (a CSV file, TEMPLATE_COLUMNS; docs/sections.md "Roster imports"),
 * for a district whose SIS does not export OneRoster: one line per student, the guardian's columns
 * optional, always the whole roster (a student left out is dropped, as `status` inactive is).
 */
export async function readTemplate(file: string, fileName: string, report?: ReportProgress): Promise<RosterFile> {
  const header = await csvHeader(openCsv(file), fileName);
  const missing = REQUIRED_TEMPLATE_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length) throw new RosterFileError(`The first line must name the template's columns (${TEMPLATE_COLUMNS.join(', ')}); missing: ${missing.join(', ')}.`);
  const problems = new RosterProblems();
  const scratch = new RosterScratch();
  const orgs = new Map<string, string>();
  const reading = readingProgress(report);
  reading.expect(fs.statSync(file).size);
  try {
    for await (const { values, line } of csvLines(openCsv(file, reading.onBytes), FILE, (found) => problems.add(found))) {
      const lat = coordinateOf(values.lat ?? '', 90);
      const lng = coordinateOf(values.lng ?? '', 180);
      const badPoint = ([['lat', lat], ['lng', lng]] as const).find(([, value]) => typeof value === 'string');
      if (badPoint) {
        problems.add({ file: FILE, line, field: badPoint[0], message: `${badPoint[0]} ${badPoint[1]}.`, sourcedId: values.sourced_id });
        continue;
      }
      if (values.status && values.status !== 'active' && values.status !== 'inactive') {
        problems.add({ file: FILE, line, field: 'status', message: 'status must be active, inactive or empty.', sourcedId: values.sourced_id });
        continue;
      }
      if (values.school && !orgs.has(values.school)) orgs.set(values.school, values.school_name || values.school);
      const guardian = values.guardian_name
        ? [{ name: values.guardian_name, relationship: values.guardian_relationship || null, phone: values.guardian_phone || null, email: values.guardian_email || null }]
        : undefined;
      scratch.student({
        file: FILE, line, sourcedId: values.sourced_id, studentNumber: values.student_number, firstName: values.first_name, lastName: values.last_name,
        orgSourcedId: values.school, grade: values.grade, birthDate: header.includes('birth_date') ? values.birth_date || null : undefined,
        address: header.includes('address') ? { address: values.address || null, lat: lat as number | null, lng: lng as number | null } : undefined,
        guardians: guardian, dropped: values.status === 'inactive',
      });
    }
  } catch (error) {
    scratch.close();
    throw error;
  }
  return { format: 'template', mode: 'bulk', orgs, problems, scratch };
}
