import type { RosterFormat } from '../../resources/students/rosterImport';
import type { ReportProgress } from '../progressAnswer';
import { readOneRoster } from './oneRoster';
import type { RosterFile } from './rosterFiles';
import { readTemplate } from './template';

/** A roster file of either kind read; one that is not a roster at all throws RosterFileError. */
export const readRosterFile = (file: string, format: RosterFormat, fileName: string, report?: ReportProgress): Promise<RosterFile> =>
  (format === 'oneroster' ? readOneRoster(file, report) : readTemplate(file, fileName, report));
