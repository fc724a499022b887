import { readFileSync, statSync } from 'node:fs';
import { ConfigError } from '../errors.ts';

/** Largest CA file read, bytes: a bundle of a few hundred certificates fits. */
export const MAX_CA_FILE_BYTES = 1024 * 1024;

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/;

/**
 * The PEM text of the private CA named by `--ca-file` (VOP_CA_FILE), to trust besides the
 * default roots. Only a regular file of at most {@link MAX_CA_FILE_BYTES} bytes is read (a FIFO
 * or a device would block or never end).
 * @throws ConfigError naming --ca-file when the file is missing, unreadable, too large, or holds
 * no PEM certificate.
 */
export function readCaFile(path: string): string {
  const problem = (why: string) => new ConfigError([`--ca-file (VOP_CA_FILE) ${path}: ${why}`]);
  let text: string;
  try {
    const stat = statSync(path);
    if (!stat.isFile()) throw problem('not a regular file');
    if (stat.size > MAX_CA_FILE_BYTES) throw problem(`over ${MAX_CA_FILE_BYTES} bytes`);
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    const code = (error as { code?: unknown }).code;
    throw problem(`cannot be read (${typeof code === 'string' ? code : String(error)})`);
  }
  if (!PEM_CERTIFICATE.test(text)) throw problem('holds no PEM certificate (-----BEGIN CERTIFICATE-----)');
  return text;
}
