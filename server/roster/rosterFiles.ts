import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { parse } from 'csv-parse';
import yauzl from 'yauzl';
import type { RosterFormat, RosterMode, RosterProblem, RosterStep } from '../../resources/students/rosterImport';
import type { ReportProgress } from '../progressAnswer';
import type { RosterProblems, RosterScratch } from './rosterScratch';

/** A file that cannot be read as a roster at all: it is refused whole, with this message. */
export class RosterFileError extends Error {}

/** A guardian as a roster names them. */
export interface RosterGuardian {
  name: string;
  relationship: string | null;
  phone: string | null;
  email: string | null;
}

/**
 * A student line of a roster, in the console's terms. A field left undefined is one the file says
 * nothing about (no demographics file, no address for them), which an import leaves as it is.
 */
export interface RosterStudent {
  file: string;
  line: number;
  sourcedId: string;
  studentNumber: string;
  firstName: string;
  lastName: string;
  orgSourcedId: string;
  grade: string;
  birthDate?: string | null;
  address?: { address: string | null; lat: number | null; lng: number | null };
  guardians?: RosterGuardian[];
  /** Gone from the SIS: `tobedeleted` in a delta file, `inactive` in the template. */
  dropped: boolean;
}

/**
 * A roster read: its schools by SIS id (with their names), the lines it could not take, and its
 * students, held in its scratch store (read a page at a time) until the roster is closed.
 */
export interface RosterFile {
  format: RosterFormat;
  mode: RosterMode;
  orgs: Map<string, string>;
  problems: RosterProblems;
  scratch: RosterScratch;
}

/** One data line of a CSV file under its header, or what is wrong with it. */
export interface CsvLine {
  line: number;
  values: Record<string, string>;
}

/**
 * The data lines of a CSV stream (csv-parse: RFC 4180, a BOM ignored, blank lines skipped), read
 * as they come: a line with more or fewer values than the header is reported through `problem`
 * and skipped; a file csv-parse cannot read (an unclosed quote) is refused whole.
 */
export async function* csvLines(stream: Readable, file: string, problem: (found: RosterProblem) => void): AsyncGenerator<CsvLine> {
  const parser = stream.pipe(parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true }));
  stream.once('error', (error) => parser.destroy(error));
  let header: string[] | undefined;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!header) {
        header = record.map((name) => name.trim());
        continue;
      }
      if (record.length !== header.length) {
        problem({ file, line: info.lines, message: `The line has ${record.length} values where the header names ${header.length}.` });
        continue;
      }
      const values: Record<string, string> = {};
      for (let index = 0; index < header.length; index += 1) values[header[index]] = record[index].trim();
      yield { line: info.lines, values };
    }
  } catch (error) {
    throw new RosterFileError(`${file}: ${(error as Error).message}`);
  }
  if (!header) throw new RosterFileError(`${file} is empty: its first line must name its columns.`);
}

/** The header of a CSV stream, for checking the columns a file must have before reading it. */
export async function csvHeader(stream: Readable, file: string): Promise<string[]> {
  const parser = stream.pipe(parse({ bom: true, to_line: 1 }));
  stream.once('error', (error) => parser.destroy(error));
  try {
    for await (const record of parser as AsyncIterable<string[]>) return record.map((name) => name.trim());
  } catch (error) {
    throw new RosterFileError(`${file}: ${(error as Error).message}`);
  }
  throw new RosterFileError(`${file} is empty: its first line must name its columns.`);
}

/** The most a file inside a zip may hold once unpacked: far past any district's roster, short of a zip bomb. */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024 * 1024;

/** Told the bytes of a roster's files as they are read, for its progress. */
export type OnBytes = (bytes: number) => void;

/** `stream` passed on as it is, its bytes told to `onBytes` as they go by. */
function counted(stream: Readable, onBytes: OnBytes): Readable {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      onBytes(chunk.length);
      done(null, chunk);
    },
  });
  stream.once('error', (error) => counter.destroy(error));
  return stream.pipe(counter);
}

/** A zip's files by their names (folders inside the zip ignored), each read as a stream on demand. */
export interface ZipFiles {
  names: string[];
  has(name: string): boolean;
  /** The bytes the named files unpack to, those the zip has. */
  size(names: readonly string[]): number;
  open(name: string): Promise<Readable>;
  close(): void;
}

export async function openZip(file: string, onBytes: OnBytes): Promise<ZipFiles> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, opened) => (error ? reject(new RosterFileError(`The file is not a zip archive (${error.message}).`)) : resolve(opened)));
  });
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!entry.fileName.endsWith('/')) entries.set(path.posix.basename(entry.fileName), entry);
      zip.readEntry();
    });
    zip.once('end', resolve);
    zip.once('error', (error: Error) => reject(new RosterFileError(`The zip archive cannot be read (${error.message}).`)));
    zip.readEntry();
  });
  return {
    names: [...entries.keys()],
    has: (name) => entries.has(name),
    size: (names) => names.reduce((sum, name) => sum + (entries.get(name)?.uncompressedSize ?? 0), 0),
    open: (name) => new Promise((resolve, reject) => {
      const entry = entries.get(name)!;
      if (entry.uncompressedSize > MAX_ENTRY_BYTES) return reject(new RosterFileError(`${name} unpacks to more than ${MAX_ENTRY_BYTES / 1024 ** 3} GB.`));
      zip.openReadStream(entry, (error, stream) => (error ? reject(new RosterFileError(`${name} cannot be unpacked (${error.message}).`)) : resolve(counted(stream, onBytes))));
    }),
    close: () => zip.close(),
  };
}

/** A plain CSV file as a stream, its bytes told to `onBytes` when it is given. */
export const openCsv = (file: string, onBytes?: OnBytes): Readable => (onBytes ? counted(fs.createReadStream(file), onBytes) : fs.createReadStream(file));

/** Reports the bytes read of a roster's `total` as its `reading` step, once it knows its total. */
export function readingProgress(report: ReportProgress | undefined): { onBytes: OnBytes; expect: (total: number) => void } {
  let done = 0;
  let total = 0;
  return {
    onBytes: (bytes) => {
      done += bytes;
      // Reading a file yields to the event loop as it goes: nothing to wait for.
      if (total) void report?.({ step: 'reading' satisfies RosterStep, done: Math.min(done, total), total });
    },
    expect: (bytes) => void (total = bytes),
  };
}

/** A coordinate as a roster writes it: empty is none, anything else a number within `limit`, or a problem. */
export function coordinateOf(text: string, limit: number): number | null | string {
  if (!text) return null;
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : `must be a number from -${limit} to ${limit}`;
}

/** A date as YYYY-MM-DD that exists, or undefined. */
export function isoDate(text: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text ? text : undefined;
}
