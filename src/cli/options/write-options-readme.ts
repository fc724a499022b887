/**
 * `npm run docs:options`: writes README's table of run options from the option table
 * (src/cli/options/run-options.ts), between its markers. test/cli/run-options.test.ts fails
 * while README differs from what this writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { packagePath } from '../../package-root.ts';
import { withOptionsTable } from './options-readme.ts';

const readme = packagePath('README.md');
writeFileSync(readme, withOptionsTable(readFileSync(readme, 'utf8')));
