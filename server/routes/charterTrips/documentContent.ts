import { TRIP_DOCUMENT_MAX_BYTES, TRIP_DOCUMENT_TYPES } from '../../../resources/charter-trips/details';
import { badRequest, HttpError, refusal } from '../../errors';
import { csvLine } from '../../resources/csv';
import type { Row } from '../../resources/recordCodec';

export type DocumentExtension = keyof typeof TRIP_DOCUMENT_TYPES;

const FILE_NAME = /^[\w][\w .()-]{0,110}\.(pdf|csv|txt)$/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The extension of an acceptable file name (letters, digits, spaces, `._-()`, ending .pdf, .csv or .txt), or 400. */
export function extensionOf(fileName: string): DocumentExtension {
  const match = FILE_NAME.exec(fileName);
  if (!match) throw badRequest('fileName must be a plain file name (letters, digits, spaces, . _ - ( )) ending in .pdf, .csv or .txt.', 'INVALID_FILE');
  return match[1].toLowerCase() as DocumentExtension;
}

/** The file a caller sent, decoded and checked to be what its name says it is — never trusted on its name alone. */
export function checkedFile(contentBase64: string, extension: DocumentExtension): Buffer {
  if (!BASE64.test(contentBase64) || contentBase64.length % 4 !== 0) throw badRequest('contentBase64 must be the file in base64.', 'INVALID_FILE');
  const bytes = Buffer.from(contentBase64, 'base64');
  if (bytes.length === 0) throw refusal(400, 'fileEmpty', 'INVALID_FILE');
  if (bytes.length > TRIP_DOCUMENT_MAX_BYTES) throw new HttpError(413, `The file is larger than ${TRIP_DOCUMENT_MAX_BYTES / 1024} KB.`, 'FILE_TOO_LARGE');
  if (extension === 'pdf' ? bytes.subarray(0, 5).toString('latin1') !== '%PDF-' : !isText(bytes)) {
    throw badRequest(`The file is not a ${extension.toUpperCase()} file.`, 'INVALID_FILE');
  }
  return bytes;
}

function isText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** A document the demo describes without a file: written from the trip it belongs to, in the format its name gives. */
export function writtenDocument(document: Row, trip: Row): Buffer {
  const facts: [string, unknown][] = [
    ['Document', document.name], ['Trip', trip.purpose], ['Destination', trip.destination], ['Departure', trip.departureAt], ['Return', trip.returnAt],
    ['Passengers', trip.passengers], ['Buses', trip.busesNeeded], ['Status', trip.status],
  ];
  const extension = String(document.fileName).split('.').pop()!.toLowerCase();
  if (extension === 'csv') return Buffer.from(csvLine(['field', 'value']) + facts.map((fact) => csvLine(fact)).join(''), 'utf8');
  const lines = [...facts.map(([label, value]) => `${label}: ${String(value ?? '')}`), '', 'Itinerary:', ...String(trip.itinerary ?? '').split('\n')];
  return extension === 'pdf' ? simplePdf(lines) : Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}

/** One page of Helvetica text lines as a PDF 1.4 file, ASCII only (accents dropped, other letters as "?"). */
function simplePdf(lines: string[]): Buffer {
  const ascii = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = ['BT', '/F1 11 Tf', '14 TL', '56 786 Td', ...lines.slice(0, 50).map((line) => `(${ascii(line)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
