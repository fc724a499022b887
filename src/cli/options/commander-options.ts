import { type Command, Option } from 'commander';
import { collect } from '../commands/set-exit.ts';
import { helpLine, type OptionGroup, type RunOption } from './run-option.ts';
import { RUN_OPTIONS } from './run-options.ts';

/** Commander's option of `row` (which has a flag): its help line, variable, choices; a list collects. */
function commanderOption(row: RunOption<unknown> & { readonly flag: string }): Option {
  const option = new Option(row.flag, helpLine(row));
  if (row.env !== undefined) option.env(row.env);
  if (row.parse.choices !== undefined) option.choices(row.parse.choices);
  if (row.parse.flagForm === 'list') option.argParser(collect).default([]);
  return option;
}

/**
 * Adds to `command` the options of RUN_OPTIONS in `group` that have a flag, in the table's order,
 * each reading its variable through commander's `.env()` (so `--help` shows "(env: VOP_…)"), and
 * returns it.
 */
export function withRunOptions(command: Command, group: OptionGroup): Command {
  for (const row of Object.values(RUN_OPTIONS as Record<string, RunOption<unknown>>)) {
    if (row.group === group && row.flag !== undefined)
      command.addOption(commanderOption({ ...row, flag: row.flag }));
  }
  return command;
}

/**
 * The flags of `command`'s last parse that were given on the command line, without those
 * commander took from a variable: the resolver reads the variables itself, so that it knows
 * where each value came from (and reads `VOP_HAR=0` as off).
 */
export function givenFlags(command: Command): Readonly<Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(command.opts()).filter(([key]) => command.getOptionValueSource(key) !== 'env'),
  );
}
