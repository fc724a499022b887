import type { SubmittedUetrs } from '../harness/submitted-uetrs.ts';

const PREFIX = '00000000-0000-4000-8000-';
const HEX_TAIL = /^[0-9a-fA-F]{12}$/;

/** The uetr of the bench record at `index` (0-based): a version-4 UUID whose last 12 hex digits are the index. */
export function uetrOf(index: number): string {
  return `${PREFIX}${index.toString(16).padStart(12, '0')}`;
}

/**
 * The submitted records 0 … `size` − 1 of a bench file, their uetrs made by {@link uetrOf}: a
 * uetr's index is read from its digits, so the submitted side costs nothing per record or per
 * line (a suite holds its records in a map, see `submittedUetrs`).
 */
export function indexUetrs(size: number): SubmittedUetrs {
  return {
    size,
    uetrAt: uetrOf,
    indexOf: (uetr) => {
      // The prefix has no letters: only the hex tail can come in either case (A11).
      if (uetr.length !== 36 || !uetr.startsWith(PREFIX)) return undefined;
      const tail = uetr.slice(PREFIX.length);
      if (!HEX_TAIL.test(tail)) return undefined;
      const index = Number.parseInt(tail, 16);
      return index < size ? index : undefined;
    },
  };
}
