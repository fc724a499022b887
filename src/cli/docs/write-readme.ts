/**
 * `npm run docs`: writes README's generated sections, the table of run options
 * (src/cli/options/run-options.ts) and the figures (./readme-figures.ts), between their markers.
 * test/cli/run-options.test.ts and test/cli/readme-figures.test.ts fail while README differs from
 * what this writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { packagePath } from '../../package-root.ts';
import { withOptionsTable } from '../options/options-readme.ts';
import { withFigures } from './readme-figures.ts';

const readme = packagePath('README.md');
writeFileSync(readme, withFigures(withOptionsTable(readFileSync(readme, 'utf8'))));
