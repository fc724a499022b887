// Reporters without type declarations of their own: both are mocha reporter constructors.
declare module 'mochawesome' {
  const Mochawesome: new (
    runner: Mocha.Runner,
    options: { reporterOptions: Record<string, unknown> },
  ) => {
    done?: (failures: number, exit: (code: number) => void) => void;
  };
  export default Mochawesome;
}

declare module 'mochawesome/addContext.js' {
  /** Attaches `context` (text, or a titled value) to the running test in the mochawesome report. */
  function addContext(test: Mocha.Context, context: string | { title: string; value: unknown }): void;
  export default addContext;
}
