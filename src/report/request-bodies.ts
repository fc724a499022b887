import { unquoteShellWord } from '../output/shell-quote.ts';

/** The folder, inside a run's report folder, that holds the bodies moved out of its commands. */
export const BODIES_FOLDER = 'requests';

/** Longest body kept inside a command of a report, characters; a longer one goes to a file. */
export const INLINE_BODY_MAX = 200;

/** One body moved out of a command: its path relative to the report folder, and its text. */
export interface BodyFile {
  readonly file: string;
  readonly body: string;
}

const BODY_OPTION = ' --data-binary ';

/** The command without its body, and the body, when `curl` ends with `--data-binary <one quoted word>`. */
function splitBody(curl: string): { readonly head: string; readonly body: string } | undefined {
  for (let at = curl.indexOf(BODY_OPTION); at >= 0; at = curl.indexOf(BODY_OPTION, at + 1)) {
    const body = unquoteShellWord(curl.slice(at + BODY_OPTION.length));
    if (body !== undefined) return { head: curl.slice(0, at), body };
  }
  return undefined;
}

/** `text` as a file name: letters, digits, dots and hyphens, at most 60 characters. */
function fileName(text: string): string {
  return text.replace(/[^A-Za-z0-9.-]+/g, '-').slice(0, 60) || 'request';
}

/**
 * The request bodies of one report's replay commands (src/client/curl.ts writes them, the body
 * last): a command whose body is longer than {@link INLINE_BODY_MAX} characters gets
 * `--data-binary @requests/<name>` instead, so every command a report prints is whole and passes
 * `bash -n`, and the body is kept as one of {@link files} for the report
 * folder. Run the commands from the report folder. One collector per report; the bodies are
 * already redacted (the command was).
 */
export class RequestBodies {
  readonly #files: BodyFile[] = [];
  readonly #byBody = new Map<string, string>();

  /**
   * `curl` whole, its long body moved to a file named after `name` (a rule id, `http-403`):
   * the same body twice is one file. A command without a body, or with a short one, is returned
   * as it is.
   */
  command(curl: string, name: string): string {
    const split = splitBody(curl);
    if (split === undefined || split.body.length <= INLINE_BODY_MAX) return curl;
    let file = this.#byBody.get(split.body);
    if (file === undefined) {
      file = `${BODIES_FOLDER}/${String(this.#files.length + 1).padStart(2, '0')}-${fileName(name)}.txt`;
      this.#byBody.set(split.body, file);
      this.#files.push({ file, body: split.body });
    }
    return `${split.head}${BODY_OPTION}@${file}`;
  }

  /** The bodies moved so far, in the order first moved. */
  get files(): readonly BodyFile[] {
    return this.#files;
  }
}
