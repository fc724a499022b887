// ESLint flat config: typescript-eslint strictTypeChecked (no-floating-promises and no-explicit-any
// included), mocha's no-exclusive-tests, and Prettier for formatting (shared/style.md, Tooling).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import mocha from 'eslint-plugin-mocha';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'reports/',
      '.stryker-tmp/',
      'test/spec-with-summary.cjs',
      'eslint.config.mjs',
      '.dependency-cruiser.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['bin/*.mjs', 'action/*.mjs', 'stryker*.config.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { mocha },
    rules: {
      'mocha/no-exclusive-tests': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': [
        'error',
        { ignoreArrowShorthand: true, ignoreVoidReturningFunctions: true },
      ],
    },
  },
  { files: ['bin/*.mjs', 'action/*.mjs'], languageOptions: { globals: { process: 'readonly' } } },
  prettier,
);
