/** How a command's action hands its exit code to `main` (0 every rule held, 1 a rule failed, 2 an error, 130/143 interrupted). */
export type SetExit = (code: number) => void;

/** `value` appended to `previous`: a repeatable option's collector (`--mock-break a --mock-break b`). */
export function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}
