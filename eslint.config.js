import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Code flows one way (CONTRIBUTING.md, "The layering rule"): declarations, permissions and catalogues know no framework and no app. */
const frameworkFree = {
  patterns: [
    { group: ['**/src/**', '**/server/**', '../src', '../server', '../../src', '../../server'], message: 'resources/, permissions/ and i18n/ are shared by the UI and the server and import neither.' },
    { group: ['react', 'react-*', 'react-admin', 'ra-*', '@mui/*', 'fastify', '@fastify/*', 'kysely'], message: 'Declarations are framework-free.' },
  ],
};

export default tseslint.config(
  { ignores: ['dist/', 'dist-mock/', 'node_modules/', 'coverage/', 'test-results/', 'data/', 'public/mockServiceWorker.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '../server', '../../server'], message: 'The browser app never imports server code.' }] }],
    },
  },
  { files: ['resources/**/*.ts', 'permissions/**/*.ts', 'i18n/**/*.ts'], rules: { 'no-restricted-imports': ['error', frameworkFree] } },
  {
    // The server runs the web app's code only as its built drawing thread (server/ssr/): it names its types, nothing more.
    files: ['server/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group: ['**/src/**', '../src', '../../src'], allowTypeImports: true, message: 'The server imports only types from the web app (see server/ssr/).' }] }],
    },
  },
  { files: ['scripts/*.mjs'], languageOptions: { globals: { process: 'readonly', console: 'readonly' } } },
  {
    files: ['tests/helpers/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable' } },
  },
);
