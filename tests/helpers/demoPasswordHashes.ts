import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_USERS } from '../../server/db/seed/demoUsers';
import { hashDemoPasswords } from '../../server/db/seed/seedDemoUsers';

const CACHE_DIR = path.resolve('node_modules/.cache/transit-console');

/**
 * The demo users' hashes of a password, made once and kept on disk for every test server to seed:
 * scrypt at its production cost takes about two seconds for the six of them on two cores, at each of
 * the suite's many starts. Each user still has a salt of its own; the seed's own hashing is held by
 * tests/security/demoPasswords.test.ts, which asks for it.
 */
export function sharedDemoPasswordHashes(password: string): Promise<string[]> {
  const file = path.join(CACHE_DIR, `demo-password-hashes-${createHash('sha256').update(password).digest('hex').slice(0, 16)}.json`);
  try {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as string[];
    if (kept.length === DEMO_USERS.length) return Promise.resolve(kept);
  } catch {
    // None kept yet, or unreadable: made again below.
  }
  return hashDemoPasswords(password).then((hashes) => {
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    // Written aside and renamed: test files starting at once never read half a file.
    const aside = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(aside, JSON.stringify(hashes));
    fs.renameSync(aside, file);
    return hashes;
  });
}
