// autocannon ships no type declarations: the part of its programmatic API `npm run bench` uses.
declare module 'autocannon' {
  namespace autocannon {
    /** What one run sends (README "autocannon(opts[, cb])"); `duration` in seconds. */
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      method?: string;
      headers?: Record<string, string>;
      pipelining?: number;
      timeout?: number;
    }
    /** What one run measured: counts of answers by class, errors, and its duration in seconds. */
    interface Result {
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
      requests: { average: number; total: number; sent: number };
    }
  }
  /** Runs a load against `opts.url`; resolves with its result when no callback is given. */
  function autocannon(opts: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
