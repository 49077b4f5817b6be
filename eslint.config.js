// Lint: TypeScript rules, hooks rules, and the project's boundaries (CONVENTIONS.md 1, 13, 14, 23):
// imports go one way, no feature imports another, jotai and browser storage each go through one
// module, and focused or skipped tests never reach main.
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const features = [
  'account',
  'assistant',
  'auth',
  'calendar',
  'chat',
  'company',
  'internal',
  'landing',
  'notifications',
  'public',
  'recruiter',
  'talent',
];

const restrictedSyntax = [
  {
    selector: 'CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip|todo)$/]',
    message: 'Focused, skipped or todo tests do not belong on main.',
  },
  { selector: 'ExportAllDeclaration', message: 'No barrels: import the file you need.' },
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.local/', '.tmp/', 'coverage/', 'dev-dist/'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './sync',
              from: ['./src', './supabase', './tests'],
              message: 'sync/ imports neither src/ nor supabase/.',
            },
            {
              target: './src',
              from: ['./supabase', './tests', './scripts', './bench'],
              message: 'src/ may import sync/ only.',
            },
            {
              target: './supabase',
              from: ['./src', './sync', './tests'],
              message: 'The local stack is server code on its own.',
            },
            ...features.map((name) => ({
              target: `./src/features/${name}`,
              from: './src/features',
              except: [`./${name}`],
              message: 'No feature imports another feature; compose them in src/app.',
            })),
          ],
        },
      ],
      'no-restricted-syntax': ['error', ...restrictedSyntax],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: [{ name: 'jotai', message: 'Use the store module in src/lib.' }] }],
      'no-restricted-syntax': [
        'error',
        ...restrictedSyntax,
        {
          selector:
            "ImportExpression:not(CallExpression[callee.name='importFresh'] > ArrowFunctionExpression > ImportExpression)",
          message: 'Load a module with importFresh(() => import(...)), so a fetch that failed is tried again.',
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Browser storage goes through the storage helper in src/lib.' },
        { name: 'sessionStorage', message: 'Browser storage goes through the storage helper in src/lib.' },
      ],
    },
  },
  {
    files: ['src/utils/module-loads.ts'],
    rules: { 'no-restricted-syntax': ['error', ...restrictedSyntax] },
  },
  {
    files: ['src/lib/store.ts', 'src/lib/jotai-store.ts', 'src/lib/store/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/lib/storage.ts', 'src/lib/storage/**', 'src/lib/browser-storage.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
);
