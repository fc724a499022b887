#!/usr/bin/env node
// Entry point: registers tsx so the TypeScript sources (and the suites mocha loads) run as they are.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv);
