import { cpus, totalmem } from 'node:os';

/** The machine a benchmark ran on, written beside its figures. */
export interface BenchMachine {
  readonly cpu: string;
  readonly cores: number;
  /** Total memory, bytes. */
  readonly memoryBytes: number;
  readonly node: string;
  readonly platform: string;
}

/** The machine this process runs on. */
export function benchMachine(): BenchMachine {
  const list = cpus();
  return {
    cpu: list[0]?.model.trim() ?? 'unknown',
    cores: list.length,
    memoryBytes: totalmem(),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
  };
}
