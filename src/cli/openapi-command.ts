import { writeFileSync } from 'node:fs';
import { PATHS } from '../api/paths.ts';
import { ConfigError } from '../errors.ts';
import { openapiDocument } from '../openapi/openapi-document.ts';
import { httpUrl } from './options/text-kinds.ts';
import { variable } from './variables.ts';

/** Flags of `vop-conformance openapi`. */
export interface OpenApiFlags {
  readonly baseUrl?: string;
  readonly authUrl?: string;
  readonly submissionPath?: string;
  readonly out?: string;
}

/** The default `{base_url}` of the document when no base URL is given. */
export const PLACEHOLDER_BASE_URL = 'https://vop.example/api';

/** `text` as an http(s) URL without a trailing slash; a problem naming `name` when it is none. */
function urlOf(text: string, name: string, problems: string[]): string {
  const read = httpUrl.read(text.trim());
  if (read.ok) return read.value;
  problems.push(`${name} ${read.problem}`);
  return text;
}

/**
 * `vop-conformance openapi`: prints the OpenAPI 3.1 document generated from `schemas/` (or
 * writes it to `--out`). Servers: `--base-url`/VOP_BASE_URL and `--auth-url`/VOP_AUTH_URL (else
 * a placeholder), the submission path `--submission-path`/VOP_SUBMISSION_PATH (else A2's).
 * Contacts no target. Returns 0.
 * @throws ConfigError for a base or token URL that is not an http(s) URL without credentials (exit 2).
 */
export function openapiCommand(flags: OpenApiFlags, env: NodeJS.ProcessEnv, version: string): number {
  const problems: string[] = [];
  const baseText = flags.baseUrl ?? variable(env, 'VOP_BASE_URL');
  const baseUrl = baseText ? urlOf(baseText, '--base-url / VOP_BASE_URL', problems) : PLACEHOLDER_BASE_URL;
  const authText = flags.authUrl ?? variable(env, 'VOP_AUTH_URL');
  const authUrl = authText ? urlOf(authText, '--auth-url / VOP_AUTH_URL', problems) : baseUrl;
  if (problems.length > 0) throw new ConfigError(problems);
  const submissionPath = flags.submissionPath ?? variable(env, 'VOP_SUBMISSION_PATH') ?? PATHS.bulk;
  const text = `${JSON.stringify(openapiDocument({ baseUrl, authUrl, submissionPath, version }), null, 2)}\n`;
  if (flags.out) writeFileSync(flags.out, text);
  else process.stdout.write(text);
  return 0;
}
