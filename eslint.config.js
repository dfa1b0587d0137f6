// One config for the workspace. The import rules are the architecture:
// apps never import each other, nobody reaches into another package's insides,
// and there are no cycles. tools/lint-fixtures/eslint-rules.test.ts proves in `npm test`
// that these rules really fire (a cycle, a cross-app import, an accessibility error).
import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';
// The host and the remotes, from the remotes contract (shared/src/contracts/remotes.ts).
import contract from './shared/src/contracts/remotes.json' with { type: 'json' };

const apps = [...Object.keys(contract.host), ...Object.keys(contract.remotes)];

// Tests (and only tests) may also use @app/shared's test kit, @app/shared/testing.
const noOtherApp = (app, { tests = false } = {}) => ({
  patterns: [
    {
      group: apps.filter((a) => a !== app).flatMap((a) => [`@app/${a}`, `@app/${a}/*`, `**/${a}/src/**`, `../../${a}/**`]),
      message: 'Apps never import another app: share through @app/shared or load it as a remote.',
    },
    {
      group: [
        '@app/shared/*',
        '!@app/shared/federation',
        '!@app/shared/contracts',
        '!@app/shared/early-page-view',
        // Route data only: the shell's entry reads it before the federation runtime boots.
        '!@app/shared/paths',
        '!@app/shared/standalone',
        '!@app/shared/styles',
        '!@app/shared/styles/*',
        ...(tests ? ['!@app/shared/testing', '!@app/shared/testing/mock'] : []),
        '**/shared/src/**',
      ],
      message: 'Import @app/shared from its public entry only.',
    },
  ],
  paths: [
    {
      name: 'react-router-dom',
      message: 'Import router pieces from @app/shared: one router instance for the shell and every remote.',
    },
    {
      name: '@supabase/supabase-js',
      allowTypeImports: true,
      message: 'Use getSupabase() from @app/shared: one client per page, loaded off the critical path.',
    },
  ],
});

// The same boundaries on resolved files (import-x/no-restricted-paths): they hold however the
// import is spelled (package name, relative path, with or without extension).
const otherPackages = (mine) => ['shared', ...apps, 'supabase-local', 'e2e', 'supabase'].filter((p) => p !== mine);
const zones = [
  // An app uses nothing of another app or of the stack, and @app/shared only through its public entries.
  ...apps.flatMap((app) => [
    {
      target: `./${app}`,
      from: otherPackages(app)
        .filter((p) => p !== 'shared')
        .map((p) => `./${p}`),
      message: 'Apps never import another app or the stack: share through @app/shared or load it as a remote.',
    },
    {
      target: `./${app}`,
      from: './shared',
      except: [
        './src/index.ts',
        './federation/index.ts',
        './src/contracts/remotes.ts',
        './src/analytics/early-page-view.ts',
        './src/config/paths.ts',
        './src/standalone/mount-standalone.tsx',
        './src/styles',
        './src/testing',
        './package.json',
      ],
      message: 'Import @app/shared from its public entry only.',
    },
  ]),
  {
    target: './shared',
    from: otherPackages('shared').map((p) => `./${p}`),
    message: '@app/shared must not depend on an app or the stack.',
  },
  // The Edge Function is deployed on its own: it imports nothing outside supabase/functions.
  {
    target: './supabase/functions',
    from: otherPackages('supabase').map((p) => `./${p}`),
    message: 'An Edge Function is deployed alone: it imports only from supabase/functions.',
  },
  {
    target: './supabase-local',
    from: ['shared', ...apps, 'e2e'].map((p) => `./${p}`),
    message: 'The local stack does not import the front end or the test suite.',
  },
  // e2e (Playwright suite, launcher, benchmarks) uses the packages' public entries only.
  { target: './e2e', from: apps.map((a) => `./${a}`), message: 'e2e drives the apps through the browser, it does not import them.' },
  {
    target: './e2e',
    from: './shared',
    except: ['./src/config/paths.ts', './src/contracts'],
    message: 'e2e imports @app/shared only through @app/shared/paths and @app/shared/contracts.',
  },
  {
    target: './e2e',
    from: './supabase-local',
    except: ['./src/index.ts'],
    message: 'e2e imports the local stack only through @app/supabase-local (src/index.ts).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      'e2e/test-results/**',
      'supabase/functions/chat-guide/index.ts',
      // Broken on purpose: linted only by tools/lint-fixtures/eslint-rules.test.ts.
      'tools/lint-fixtures/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      // import-x only follows an import into a file whose extension is listed here and that
      // the TypeScript resolver can find: without both, no-cycle never sees a .ts file.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: ['*/tsconfig.json', 'supabase/functions/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.tsx'],
    rules: {
      // role="list" on a <ul>/<ol> is not redundant: Safari drops list semantics once Tailwind's
      // preflight sets list-style: none.
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
      // A scrollable region or live log must take focus so keyboard users can scroll it (axe:
      // scrollable-region-focusable); it is named by aria-label.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region', 'log'], allowExpressionValues: true }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    plugins: { vitest },
    rules: {
      ...vitest.configs.recommended.rules,
      // Vitest's expect takes a message as its second argument: expect(value, 'what went wrong').
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      // Assertion helpers named expect… (expectPgError) count as assertions.
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*'] }],
    },
  },
  {
    files: ['**/*.test.tsx'],
    // The pre-render tests check an HTML string from react-dom/server: no Testing Library there.
    ignores: ['marketing/prerender/**'],
    ...testingLibrary.configs['flat/react'],
  },
  ...apps.map((app) => ({
    files: [`${app}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', noOtherApp(app)] },
  })),
  ...apps.map((app) => ({
    files: [`${app}/**/*.test.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', noOtherApp(app, { tests: true })] },
  })),
  {
    // Node-only build step (the pre-rendered landing page): it needs a router of its own.
    files: ['marketing/prerender/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { ...noOtherApp('marketing'), paths: noOtherApp('marketing').paths.filter((p) => p.name !== 'react-router-dom') },
      ],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: apps.map((a) => `@app/${a}`), message: '@app/shared must not depend on an app.' }] },
      ],
    },
  },
);
