import type { UploadProblem, UploadReceipt, UploadRefusal } from '../../../resources/timesheet-entries/upload';

export type UploadOutcome =
  | ({ kind: 'saved' } & UploadReceipt)
  | { kind: 'refused'; message: string; problems: UploadProblem[] }
  | { kind: 'failed' };

const parsed = (text: string): Record<string, unknown> => {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
};

/**
 * Sends a timesheet file as text/csv, reporting how much of it has gone (fetch cannot tell), and
 * reads the answer: saved, refused with the problems of its rows (or of the whole file), or failed.
 */
export function uploadTimesheet(file: File, onProgress: (fraction: number) => void): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/timesheet-entries/upload');
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', 'text/csv');
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      const body = parsed(request.responseText);
      if (request.status === 200) resolve({ kind: 'saved', ...(body as unknown as UploadReceipt) });
      else if (request.status >= 400 && request.status < 500 && typeof body.message === 'string') {
        resolve({ kind: 'refused', message: body.message, problems: (body as Partial<UploadRefusal>).problems ?? [] });
      } else resolve({ kind: 'failed' });
    };
    request.onerror = () => resolve({ kind: 'failed' });
    request.send(file);
  });
}
