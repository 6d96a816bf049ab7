import yazl from 'yazl';

/**
 * OneRoster CSV files written from the 1EdTech OneRoster 1.2 CSV binding (1.2.1): each file's
 * columns as the specification lists them, in its order, zipped with a manifest.
 */
export const USERS_1_2 = ['sourcedId', 'status', 'dateLastModified', 'enabledUser', 'username', 'userIds', 'givenName', 'familyName', 'middleName', 'identifier', 'email', 'sms', 'phone', 'agentSourcedIds', 'grades', 'password', 'userMasterIdentifier', 'resourceSourcedIds', 'preferredGivenName', 'preferredMiddleName', 'preferredFamilyName', 'primaryOrgSourcedId', 'pronouns'];
export const USERS_1_1 = ['sourcedId', 'status', 'dateLastModified', 'enabledUser', 'orgSourcedIds', 'role', 'username', 'userIds', 'givenName', 'familyName', 'middleName', 'identifier', 'email', 'sms', 'phone', 'agentSourcedIds', 'grades', 'password'];
export const ORGS = ['sourcedId', 'status', 'dateLastModified', 'name', 'type', 'identifier', 'parentSourcedId'];
export const ROLES = ['sourcedId', 'status', 'dateLastModified', 'userSourcedId', 'roleType', 'role', 'beginDate', 'endDate', 'orgSourcedId', 'userProfileSourcedId'];
export const DEMOGRAPHICS = ['sourcedId', 'status', 'dateLastModified', 'birthDate', 'sex', 'americanIndianOrAlaskaNative', 'asian', 'blackOrAfricanAmerican', 'nativeHawaiianOrOtherPacificIslander', 'white', 'demographicRaceTwoOrMoreRaces', 'hispanicOrLatinoEthnicity', 'countryOfBirthCode', 'stateOfBirthAbbreviation', 'cityOfBirth', 'publicSchoolResidenceStatus'];
export const ENROLLMENTS = ['sourcedId', 'status', 'dateLastModified', 'classSourcedId', 'schoolSourcedId', 'userSourcedId', 'role', 'primary', 'beginDate', 'endDate'];

/** The files of the 1.2 binding, in the manifest's order. */
const MANIFEST_FILES = ['academicSessions', 'categories', 'classes', 'classResources', 'courses', 'courseResources', 'demographics', 'enrollments', 'lineItemLearningObjectiveIds', 'lineItems', 'lineItemScoreScales', 'orgs', 'resources', 'results', 'resultLearningObjectiveIds', 'resultScoreScales', 'roles', 'scoreScales', 'userProfiles', 'userResources', 'users'];

const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A CSV file of `columns` whose lines give some of them by name (the rest empty). */
export function csvFile(columns: string[], lines: Record<string, string | undefined>[]): string {
  return [columns.join(','), ...lines.map((line) => columns.map((column) => cell(line[column] ?? '')).join(','))].join('\r\n') + '\r\n';
}

/** A OneRoster zip: its manifest says each given file is `mode` (bulk or delta) and every other absent. */
export async function oneRosterZip(files: Record<string, string>, { version = '1.2', mode = 'bulk' }: { version?: string; mode?: 'bulk' | 'delta' } = {}): Promise<Buffer> {
  const manifest = csvFile(['propertyName', 'value'], [
    { propertyName: 'manifest.version', value: '1.0' },
    { propertyName: 'oneroster.version', value: version },
    ...MANIFEST_FILES.map((name) => ({ propertyName: `file.${name}`, value: `${name}.csv` in files ? mode : 'absent' })),
    { propertyName: 'source.systemName', value: 'Test SIS' },
    { propertyName: 'source.systemCode', value: 'test' },
  ]);
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries({ 'manifest.csv': manifest, ...files })) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
