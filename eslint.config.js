// One config for the workspace. The import rules are the architecture:
// apps never import each other, nobody reaches into @app/shared's insides,
// and there are no cycles.
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apps = ['shell', 'marketing', 'library', 'chat', 'admin'];

const noOtherApp = (app) => ({
  patterns: [
    {
      group: apps.filter((a) => a !== app).flatMap((a) => [`@app/${a}`, `@app/${a}/*`, `**/${a}/src/**`, `../../${a}/**`]),
      message: 'Apps never import another app: share through @app/shared or load it as a remote.',
    },
    {
      group: ['@app/shared/*', '!@app/shared/federation', '!@app/shared/styles/*', '**/shared/src/**'],
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

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', 'e2e/test-results/**', 'supabase/functions/chat-guide/index.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...apps.map((app) => ({
    files: [`${app}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', noOtherApp(app)] },
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
