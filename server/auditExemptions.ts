/**
 * The state-changing routes (POST, PUT, PATCH, DELETE) that write no entry of their own to the audit
 * log, each with the reason. Every other one does (SECURITY.md "Privacy and audit": every write is in
 * the log); `tests/security/auditCompleteness.test.ts` reads the portals' route tables and fails on a
 * route that is in neither.
 */
export const UNAUDITED_WRITES: Readonly<Record<string, string>> = {
  'POST /api/auth/provider':
    'Asks which sign-in step follows an e-mail address and changes nothing; it is a POST only to keep the address out of URLs and access logs.',
  'POST /api/telemetry/events':
    "The browser's own page views and version, stored with the user and the time in telemetry_events: a usage record, not a change to "
    + 'anyone\'s records. An audit entry per page view would double the writes of browsing and bury the changes the log is read for.',
  'POST /api/telemetry/errors':
    'Error reports from browsers, possibly before sign-in, rate-limited per address and stored in error_reports; they change no record.',
  'POST /api/telematics/positions':
    'Device ingest, not a person: a GPS unit, authenticated by its own device token, sends positions all day for every bus on the road. '
    + 'They are stored as positions (vehicle, ride, time), themselves the record of what each device sent, and what they do to a ride '
    + '(started, finished, off route) is kept with the ride and its route issues. SECURITY.md "Ridership and location data" asks of them '
    + "a device token and the ride's tenant scope; an entry per batch would make the log mostly positions and hide the changes people make.",
  'POST /api/telematics/scans':
    "Device ingest, not a person: a bus's badge reader, authenticated by its vehicle's device token, sends each board and alight. "
    + 'Each scan is stored once as it was sent (vehicle, badge, time, the ride and student it matched), itself the record of what the '
    + 'reader saw; an audit entry per batch would add nothing that row does not hold. Who reads the scans is audited where they are read.',
  'POST /api/content/metadata':
    "Describes a content for the landing page, a read. What it prepares or reads, it asks of that content's own route as the caller, "
    + 'which audits it: describing the run performance report prepares it (report.prepare), describing a student export reads students (read).',
};
