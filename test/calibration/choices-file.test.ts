import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { readChoicesFile } from '../../src/calibration/choices-file.ts';
import { ConfigError } from '../../src/errors.ts';
import { CHOICE_LIST } from '../../src/mock/choices/index.ts';
import { schemaDocument } from '../../src/schemas/registry.ts';
import { tempDir } from '../helpers/run-cli.ts';

describe('calibration: the choices file (mock --save-choices, --choices-file)', () => {
  it('its schema names exactly the catalogue: every choice with exactly its alternatives', () => {
    const schema = schemaDocument('config/choices-file.schema.json') as {
      properties: { choices: { properties: Record<string, { enum: string[] }> } };
    };
    const named = schema.properties.choices.properties;
    expect(Object.keys(named).sort()).to.deep.equal(CHOICE_LIST.map((c) => c.id).sort());
    for (const choice of CHOICE_LIST) expect(named[choice.id]?.enum).to.deep.equal([...choice.alternatives]);
  });

  it('reads a valid file, and refuses an unknown alternative or fault with a ConfigError naming the file', () => {
    const dir = tempDir();
    const good = join(dir, 'good.json');
    writeFileSync(
      good,
      JSON.stringify({ choices: { 'token-type': 'Bearer' }, faults: ['results-content-disposition'] }),
    );
    expect(readChoicesFile(good).choices).to.deep.equal({ 'token-type': 'Bearer' });
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ choices: { 'token-type': 'JWT' } }));
    expect(() => readChoicesFile(bad)).to.throw(ConfigError, bad);
    const fault = join(dir, 'fault.json');
    writeFileSync(fault, JSON.stringify({ choices: {}, faults: ['no-such-fault'] }));
    expect(() => readChoicesFile(fault)).to.throw(ConfigError, 'no-such-fault');
  });
});
