import { HttpError } from 'react-admin';
import type { WorkProgress } from '../../../resources/errors/progressAnswer';
import type { RosterImport, RosterStep, RosterSyncSettings } from '../../../resources/students/rosterImport';
import { callConsoleApi, callConsoleApiWithProgress } from '../../providers/consoleApi';
import { isProgressAnswer, PROGRESS_ANSWER_TYPE, ProgressReader } from '../../providers/progressAnswer';

/** Every call names its district: an operator's is the one chosen, and a district's user's own is read from their session. */
const withDistrict = (path: string, districtId: number) => `${path}${path.includes('?') ? '&' : '?'}districtId=${districtId}`;

/**
 * How far a roster's upload or a long step on it has got: the file sent, then read on the server,
 * its students compared, its changes written (resources/students/rosterImport.ts RosterStep).
 */
export interface RosterWorkProgress {
  step: 'sending' | RosterStep;
  done: number;
  total: number;
}

const asRosterProgress = (progress: WorkProgress): RosterWorkProgress => ({ ...progress, step: progress.step as RosterStep });

/** The Content-Type the server reads a file by: a OneRoster zip, or the console's CSV template. */
const contentTypeOf = (file: File) => (/\.zip$/i.test(file.name) ? 'application/zip' : 'text/csv');

const messageOf = (text: string): string | undefined => {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Sends a roster file, reporting how much of it has gone (fetch cannot tell) and then how far the
 * server's reading and checking of it have got, and resolves with its dry run; a refusal rejects
 * with the server's words, or none when the server gave none.
 */
export function uploadRoster(file: File, districtId: number, onProgress: (progress: RosterWorkProgress) => void): Promise<RosterImport> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const reader = new ProgressReader<RosterImport>((progress) => onProgress(asRosterProgress(progress)));
    let read = 0;
    const readMore = () => {
      if (!isProgressAnswer(request.getResponseHeader('Content-Type'))) return;
      reader.add(request.responseText.slice(read));
      read = request.responseText.length;
    };
    request.open('POST', withDistrict(`/api/roster-imports?fileName=${encodeURIComponent(file.name)}`, districtId));
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', contentTypeOf(file));
    request.setRequestHeader('Accept', `${PROGRESS_ANSWER_TYPE}, application/json`);
    request.upload.onprogress = (event) => event.lengthComputable && onProgress({ step: 'sending', done: event.loaded, total: event.total });
    request.onprogress = readMore;
    request.onload = () => {
      try {
        readMore();
        if (isProgressAnswer(request.getResponseHeader('Content-Type'))) resolve(reader.result());
        else if (request.status === 200) resolve(JSON.parse(request.responseText) as RosterImport);
        else reject(new HttpError(messageOf(request.responseText) ?? '', request.status));
      } catch (error) {
        reject(error as Error);
      }
    };
    request.onerror = () => reject(new HttpError('', 0));
    request.send(file);
  });
}

export interface OrgCampus {
  orgSourcedId: string;
  orgName: string;
  campusId: number | null;
}

export const rosterImportsApi = {
  history: (districtId: number) => callConsoleApi<RosterImport[]>(withDistrict('/api/roster-imports', districtId)),
  one: (id: number, districtId: number) => callConsoleApi<RosterImport>(withDistrict(`/api/roster-imports/${id}`, districtId)),
  saveOrgCampuses: (orgs: OrgCampus[], districtId: number) => callConsoleApi<OrgCampus[]>(withDistrict('/api/roster-org-campuses', districtId), 'PUT', { orgs }),
  checkAgain: (id: number, districtId: number, onProgress: (progress: RosterWorkProgress) => void) =>
    callConsoleApiWithProgress<RosterImport>(withDistrict(`/api/roster-imports/${id}/check`, districtId), (progress) => onProgress(asRosterProgress(progress))),
  apply: (id: number, districtId: number, onProgress: (progress: RosterWorkProgress) => void) =>
    callConsoleApiWithProgress<RosterImport>(withDistrict(`/api/roster-imports/${id}/apply`, districtId), (progress) => onProgress(asRosterProgress(progress))),
  templateHref: (districtId: number) => withDistrict('/api/roster-imports/template', districtId),
};

export type RosterSyncChoices = Omit<RosterSyncSettings, 'folder'>;

/** The district's nightly import from its drop folder: how it is set, and a run now. */
export const rosterSyncApi = {
  settings: (districtId: number) => callConsoleApi<RosterSyncSettings>(withDistrict('/api/roster-sync', districtId)),
  save: (choices: RosterSyncChoices, districtId: number) => callConsoleApi<RosterSyncSettings>(withDistrict('/api/roster-sync', districtId), 'PUT', choices),
  runNow: (districtId: number, onProgress: (progress: RosterWorkProgress) => void) =>
    callConsoleApiWithProgress<RosterImport>(withDistrict('/api/roster-sync/run', districtId), (progress) => onProgress(asRosterProgress(progress))),
};
