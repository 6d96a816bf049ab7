import type { RosterImport, RosterSyncSettings } from '../../../resources/students/rosterImport';
import { callConsoleApi } from '../../providers/consoleApi';

/** Every call names its district: an operator's is the one chosen, and a district's user's own is read from their session. */
const withDistrict = (path: string, districtId: number) => `${path}${path.includes('?') ? '&' : '?'}districtId=${districtId}`;

export class RosterUploadError extends Error {}

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
 * Sends a roster file, reporting how much of it has gone (fetch cannot tell), and resolves with its
 * dry run; a refusal rejects with the server's words, or none when the server gave none.
 */
export function uploadRoster(file: File, districtId: number, onProgress: (fraction: number) => void): Promise<RosterImport> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', withDistrict(`/api/roster-imports?fileName=${encodeURIComponent(file.name)}`, districtId));
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', contentTypeOf(file));
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      if (request.status === 200) resolve(JSON.parse(request.responseText) as RosterImport);
      else reject(new RosterUploadError(messageOf(request.responseText) ?? ''));
    };
    request.onerror = () => reject(new RosterUploadError(''));
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
  checkAgain: (id: number, districtId: number) => callConsoleApi<RosterImport>(withDistrict(`/api/roster-imports/${id}/check`, districtId), 'POST'),
  apply: (id: number, districtId: number) => callConsoleApi<RosterImport>(withDistrict(`/api/roster-imports/${id}/apply`, districtId), 'POST'),
  templateHref: (districtId: number) => withDistrict('/api/roster-imports/template', districtId),
};

export type RosterSyncChoices = Omit<RosterSyncSettings, 'folder'>;

/** The district's nightly import from its drop folder: how it is set, and a run now. */
export const rosterSyncApi = {
  settings: (districtId: number) => callConsoleApi<RosterSyncSettings>(withDistrict('/api/roster-sync', districtId)),
  save: (choices: RosterSyncChoices, districtId: number) => callConsoleApi<RosterSyncSettings>(withDistrict('/api/roster-sync', districtId), 'PUT', choices),
  runNow: (districtId: number) => callConsoleApi<RosterImport>(withDistrict('/api/roster-sync/run', districtId), 'POST'),
};
