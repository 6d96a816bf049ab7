import fs from 'node:fs';
import { loadConfig } from '../../server/config';
import { DEMO_USERS } from '../../server/db/seed/demoUsers';

/**
 * The front page's copies of what the code holds: the demo users (server/db/seed/demoUsers.ts),
 * their password (server/config.ts's default) and the Node version package.json asks for.
 */

function readmeSection(heading: string): string {
  const section = fs.readFileSync('README.md', 'utf8').split(`\n## ${heading}\n`)[1]?.split(/\n## /)[0];
  if (!section) throw new Error(`README.md has no section "${heading}"`);
  return section;
}

/** A section's table rows below its header, as trimmed cells. */
const tableRows = (section: string) => section.split('\n').filter((line) => line.startsWith('|')).slice(2)
  .map((line) => line.slice(1, -1).split('|').map((cell) => cell.trim()));

describe('README.md, against the code it copies', () => {
  it('lists the seeded demo users, each with its portal and who it is, in the seed\'s order', () => {
    const listed = tableRows(readmeSection('Demo users')).map(([email, portal, who]) => ({ email, portal, description: who }));
    expect(listed).toEqual(DEMO_USERS.map(({ email, portal, description }) => ({ email, portal, description })));
  });

  it('gives the demo password the console takes when DEMO_PASSWORD is unset', () => {
    expect(readmeSection('Demo users')).toContain(`password \`${loadConfig({}).demoPassword}\``);
  });

  it('asks for the Node version package.json asks for', () => {
    const { engines } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { engines: { node: string } };
    const [, version] = /^>=\s*([\d.]+)$/.exec(engines.node) ?? [];
    expect(readmeSection('Run it')).toContain(`Node.js ${version} or later`);
  });
});
