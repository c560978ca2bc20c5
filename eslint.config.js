// Lint for app, server, schemas, scripts and tests: typescript-eslint's recommended rules,
// and the React hooks rules for the app's components.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'test-results/', 'playwright-report/', 'backups/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `_`-prefixed names are the ones left unused on purpose (a signature's unused argument).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // The server shares code with the app only through domain/.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/src', '**/src/**'], message: 'The server imports shared code from domain/, never from src/.' }] },
      ],
    },
  },
  {
    // The database floor sits below the modules: the seeds, which write through the modules' services, live in server/seed/.
    files: ['server/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src', '**/src/**'], message: 'The server imports shared code from domain/, never from src/.' },
            {
              group: ['**/modules', '**/modules/**', '**/seed', '**/seed/**'],
              message: 'server/db/ imports neither the modules nor the seeds.',
            },
          ],
        },
      ],
    },
  },
  {
    // domain/ is what both sides import: it knows neither React nor Fastify.
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'antd',
                '@ant-design/*',
                '@refinedev/*',
                'fastify',
                '@fastify/*',
                '**/src',
                '**/src/**',
                '**/server',
                '**/server/**',
              ],
              message: 'domain/ imports neither the app, the server, React nor Fastify.',
            },
          ],
        },
      ],
    },
  },
);
