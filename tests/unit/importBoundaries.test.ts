import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** Lints a would-be file through the project's ESLint config and returns the rules it broke. */
function brokenRules(filePath: string, source: string): string[] {
  const result = spawnSync(path.resolve('node_modules/.bin/eslint'), ['--format', 'json', '--stdin', '--stdin-filename', filePath], { input: source, encoding: 'utf8' });
  const [report] = JSON.parse(result.stdout) as { messages: { ruleId: string }[] }[];
  return report.messages.map((message) => message.ruleId);
}

describe('import boundaries (CONTRIBUTING.md, "The layering rule")', () => {
  jest.setTimeout(30_000);

  it.each([
    ['resources/rides/index.ts', "import { buildApp } from '../../server/app';\nexport const x = buildApp;\n"],
    ['resources/rides/index.ts', "import { List } from 'react-admin';\nexport const x = List;\n"],
    ['permissions/catalogue.ts', "import { App } from '../src/App';\nexport const x = App;\n"],
    ['permissions/catalogue.ts', "import Fastify from 'fastify';\nexport const x = Fastify;\n"],
    ['i18n/en.ts', "import { App } from '../src/App';\nexport const x = App;\n"],
    ['src/pages/Thing.tsx', "import { openDatabase } from '../../server/db/connect';\nexport const x = openDatabase;\n"],
  ])('refuses %s importing across the line', (filePath, source) => {
    expect(brokenRules(filePath, source)).toContain('no-restricted-imports');
  });

  it('lets the server name the web app\'s types, never run its code', () => {
    expect(brokenRules('server/ssr/x.ts', "import { drawLayoutWith } from '../../src/shell/layout/layoutAsDrawn';\nexport const x = drawLayoutWith;\n")).toContain('@typescript-eslint/no-restricted-imports');
    expect(brokenRules('server/ssr/x.ts', "import type { LayoutAsDrawn } from '../../src/shell/layout/layoutAsDrawn';\nexport type X = LayoutAsDrawn;\n")).toEqual([]);
  });

  it('lets the server and the app import declarations', () => {
    expect(brokenRules('server/routes/x.ts', "import { en } from '../../i18n/en';\nexport const x = en;\n")).toEqual([]);
    expect(brokenRules('src/x.ts', "import { en } from '../i18n/en';\nexport const x = en;\n")).toEqual([]);
  });
});
