// ESLint for what TypeScript and dependency-cruiser do not check: the TypeScript rules of
// typescript-eslint's recommended set, the Rules of React (hooks and the React Compiler's
// checks), and the two import rules of docs/architecture.md that lint:deps cannot express:
// no `../` and no barrel files. Unused exports are knip's job (knip.jsonc), not ESLint's.
// Not type-aware: recommendedTypeChecked took 13 minutes on this two-core machine (plain: about one).
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const noParentImports = {
  regex: '^\\.\\./',
  message: 'Use the path aliases (@/…, @server/…, @contract/…), never ../ (docs/architecture.md).',
};

// A barrel re-exports what another file defines, so a reader (and the bundler) meets the symbol twice.
// An area's public.ts is the one module that deliberately offers other areas its functions, so it may
// gather them from the files that define them (docs/architecture.md, ADR 012).
const noBarrels = [
  {
    selector: 'ExportAllDeclaration',
    message: 'No barrel files: import the symbol from the file that defines it (docs/architecture.md).',
  },
  {
    selector: 'ExportNamedDeclaration[source]',
    message: 'No re-exports: import the symbol from the file that defines it (docs/architecture.md).',
  },
];

export default defineConfig([
  globalIgnores([
    'node_modules/',
    'dist/',
    'dist-server/',
    'coverage/',
    '.tmp/',
    '.data*/',
    'test-results/',
    'playwright-report/',
    'src/routeTree.gen.ts',
    'server/db/migrations/',
  ]),
  tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'bench/**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // A missing dependency is a stale value on screen: an error, not a warning to scroll past.
      'react-hooks/exhaustive-deps': 'error',
      // This rule only says the React Compiler would skip a component (react-hook-form's watch()).
      // The build runs no compiler (vite.config.ts: plain @vitejs/plugin-react), so there is
      // nothing to skip. The compiler rules that catch bugs without it (purity, set-state-in-render,
      // static-components, immutability, globals, use-memo, error-boundaries) stay on.
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    rules: {
      // A leading underscore marks what is there on purpose unread: an omitted member of a
      // destructured object, a positional parameter a callback must accept.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrors: 'none',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      'no-restricted-imports': ['error', { patterns: [noParentImports] }],
      'no-restricted-syntax': ['error', ...noBarrels],
    },
  },
  {
    files: ['server/areas/*/public.ts'],
    rules: { 'no-restricted-syntax': ['error', noBarrels[0]] },
  },
]);
