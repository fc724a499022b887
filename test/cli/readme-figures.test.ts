import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { packagePath } from '../../src/package-root.ts';
import { FIGURES_MARKERS, renderFigures, withFigures } from '../../src/cli/docs/readme-figures.ts';
import { catalogue } from '../../src/rules/catalogue.ts';

describe('cli/docs: README figures come from a command', () => {
  it('README holds exactly the figures the catalogue, faults, choices and clause tables give (npm run docs writes them)', () => {
    const readme = readFileSync(packagePath('README.md'), 'utf8');
    expect(readme).to.include(FIGURES_MARKERS.begin);
    expect(withFigures(readme), 'README figures differ: run npm run docs').to.equal(readme);
  });

  it('counts the rules of the catalogue', () => {
    expect(renderFigures()).to.include(`**Rules:** ${catalogue.length} (`);
  });
});
