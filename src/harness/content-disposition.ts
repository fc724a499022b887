/**
 * The file name a Content-Disposition header gives (RFC 6266): `filename="x"`, `filename=x` or
 * `filename*=UTF-8''x` (RFC 8187, without a language), any letter case; undefined when the header
 * is absent or names none. interface.md Endpoints/5 requires `<taskId>.ndjson`.
 */
export function dispositionFileName(header: string | undefined): string | undefined {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header ?? '');
  return match?.[1];
}
