/**
 * Students brought in from a district's student information system: a OneRoster 1.2 (or 1.1) CSV
 * zip, or the console's own CSV template for districts without OneRoster. Shared by the server that
 * reads and applies a file and the screens that show what it would change.
 */

/** The largest roster file taken (a zip of a district of a few hundred thousand students is far less). */
export const MAX_ROSTER_BYTES = 200 * 1024 * 1024;

/** The items of each kind an answer lists; counts are always whole. */
export const MAX_LISTED_ITEMS = 500;

/**
 * The template's columns, in order. `sourced_id`, names, `student_number`, `school` (the school's
 * id in the SIS, matched to a campus once) and `grade` are required; the guardian's columns may be
 * left empty; `status` is `active` (or empty) or `inactive`.
 */
export const TEMPLATE_COLUMNS = [
  'sourced_id', 'student_number', 'first_name', 'last_name', 'school', 'school_name', 'grade', 'birth_date',
  'address', 'lat', 'lng', 'guardian_name', 'guardian_relationship', 'guardian_phone', 'guardian_email', 'status',
] as const;
export const REQUIRED_TEMPLATE_COLUMNS = ['sourced_id', 'student_number', 'first_name', 'last_name', 'school', 'grade'] as const;

/** The OneRoster companion file with students' home addresses, which OneRoster itself does not carry. */
export const ADDRESS_FILE = 'addresses.csv';
export const ADDRESS_COLUMNS = ['sourcedId', 'address', 'lat', 'lng'] as const;

export type RosterFormat = 'oneroster' | 'template';

/**
 * The steps of a long roster request, each reported as it goes (resources/errors/progressAnswer.ts):
 * the file read (bytes), its students compared with the district's, the changes written.
 */
export type RosterStep = 'reading' | 'checking' | 'applying';

/** A bulk file is the whole roster (students it leaves out are dropped); a delta file only changes. */
export type RosterMode = 'bulk' | 'delta';

/** A line the import will not take, and why. */
export interface RosterProblem {
  file: string;
  line: number;
  field?: string;
  message: string;
  sourcedId?: string;
}

export interface RosterFieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

export type RosterItemKind = 'add' | 'change' | 'drop';

/** One student the file adds, changes (field by field) or drops. */
export interface RosterPlanItem {
  kind: RosterItemKind;
  sourcedId: string;
  studentId?: number;
  name: string;
  changes?: RosterFieldChange[];
}

/** A school of the file, and the campus it is matched to (none yet: its students cannot be taken). */
export interface RosterOrg {
  sourcedId: string;
  name: string;
  students: number;
  campusId: number | null;
  /** The district's campus of the same name, offered when the school is not matched yet. */
  suggestedCampusId: number | null;
}

export interface RosterCounts {
  students: number;
  added: number;
  changed: number;
  unchanged: number;
  dropped: number;
  rejected: number;
}

/** What a dry run found (or an application did): counts, the file's schools, and the first items of each kind. */
export interface RosterOutcome {
  format: RosterFormat;
  mode: RosterMode;
  counts: RosterCounts;
  orgs: RosterOrg[];
  items: Record<RosterItemKind, RosterPlanItem[]>;
  rejected: RosterProblem[];
  /** A bulk file with lines that could not be read drops no one (a student on such a line is not gone). */
  dropsWithheld?: boolean;
}

/**
 * `checked`: dry-run, waiting to be applied; `applied`; `stopped`: a nightly run that would drop more
 * than the district allows, left for a person to look at and apply; `failed`: a nightly run whose file
 * could not be read; `skipped`: a nightly run that found no new file.
 */
export type RosterImportStatus = 'checked' | 'applied' | 'stopped' | 'failed' | 'skipped';

export type RosterImportSource = 'upload' | 'nightly';

/** The share of a district's imported students a nightly run may drop unless the district says otherwise. */
export const DEFAULT_DROP_LIMIT_PERCENT = 5;

/** A district's nightly import as the API sends it. */
export interface RosterSyncSettings {
  enabled: boolean;
  /** HH:MM, the district's local time. */
  runAt: string;
  dropLimitPercent: number;
  /** The folder the files are taken from, as the server names it (where the SFTP drop must put them). */
  folder: string;
}

/** A roster import as the API sends it. */
export interface RosterImport {
  id: number;
  districtId: number;
  format: RosterFormat;
  fileName: string;
  fileBytes: number;
  status: RosterImportStatus;
  source: RosterImportSource;
  createdAt: string;
  appliedAt: string | null;
  outcome: RosterOutcome | null;
  /** Why a nightly run failed, stopped or was skipped. */
  error: string | null;
}
