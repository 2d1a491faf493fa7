import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

// Features never import each other (docs/architecture.md, Layers): shared code lives in api/ (one
// module per API resource), components/, lib/, config/ on the web, in lib/, db/ and plugins/ on the API, and in packages/domain for both.
const featureZones = (root) =>
  readdirSync(new URL(root, import.meta.url)).map((name) => ({
    target: `${root}/${name}`,
    from: root,
    except: [`./${name}`],
    message: 'Las features no se importan entre sí; lo compartido va en api/, components/, lib/ o packages/domain.',
  }));

/** Kysely's `db.transaction()` takes no argument (better-sqlite3's bulk loader in bench/ takes a function). */
const NO_BARE_TRANSACTION = {
  selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='transaction'][arguments.length=0]",
  message: 'Las escrituras usan writeTransaction (apps/api/src/db/write-transaction.ts), nunca .transaction().',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      '**/.tsbuild/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/api/src/features/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...featureZones('./apps/web/src/features'), ...featureZones('./apps/api/src/features')] },
      ],
    },
  },
  {
    // The API's plugins and lib are shared by every feature and know none of them: a feature hands them
    // what they need (as plugin options, like the auth plugin's `identify`).
    files: ['apps/api/src/plugins/**/*.ts', 'apps/api/src/lib/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.js'] } } },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: ['./apps/api/src/plugins', './apps/api/src/lib'].map((target) => ({
            target,
            from: './apps/api/src/features',
            message:
              'plugins/ y lib/ no importan features: la feature les pasa lo que necesitan (opciones del plugin).',
          })),
        },
      ],
    },
  },
  {
    // Every write goes through writeTransaction (BEGIN IMMEDIATE on SQLite, a retry then 503 on a transient
    // failure; docs/decisions/004-enrolment-concurrency.md): a bare Kysely transaction would skip both.
    files: ['**/*.{ts,tsx,mjs,js}'],
    ignores: ['apps/api/src/db/write-transaction.ts'],
    rules: { 'no-restricted-syntax': ['error', NO_BARE_TRANSACTION] },
  },
  {
    // The web decides on an error's `code` (ApiError.code, ERROR_CODES), never on its text: a message
    // can be reworded without breaking a screen. Comparing, searching or matching a `.message` is refused.
    // (A later `no-restricted-syntax` replaces an earlier one for the same files: the transaction rule is repeated.)
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_BARE_TRANSACTION,
        ...[
          "BinaryExpression[operator=/^[!=]==?$/] > MemberExpression[property.name='message']",
          "BinaryExpression[operator=/^[!=]==?$/] > ChainExpression > MemberExpression[property.name='message']",
          "CallExpression > MemberExpression.callee[property.name=/^(includes|startsWith|endsWith|match|matchAll|search|indexOf|lastIndexOf|localeCompare)$/] > MemberExpression.object[property.name='message']",
          "CallExpression > MemberExpression.callee[property.name=/^(includes|startsWith|endsWith|match|matchAll|search|indexOf|lastIndexOf|localeCompare)$/] > ChainExpression.object > MemberExpression[property.name='message']",
          "CallExpression[callee.property.name=/^(test|exec)$/] > MemberExpression.arguments[property.name='message']",
          "SwitchStatement > MemberExpression.discriminant[property.name='message']",
        ].map((selector) => ({
          selector,
          message: 'No compares el texto de un error: decide con su código (ApiError.code / hasErrorCode).',
        })),
      ],
    },
  },
  {
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'e2e/**',
      'bench/**',
      'scripts/**',
      'tools/**',
      '**/cli.ts',
      '**/build.mjs',
    ],
    rules: { 'no-console': 'off' },
  },
);
