/**
 * True when `iban` (already matching the A2 pattern `^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$`) has valid
 * check digits: the four first characters moved to the end, letters as 10-35, the number mod 97
 * is 1 (ISO 13616). assumptions.md A2 leaves the checksum unasserted (choice `iban-checksum`).
 */
export function ibanChecksumValid(iban: string): boolean {
  let remainder = 0;
  for (const char of iban.slice(4) + iban.slice(0, 4)) {
    const code = char.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}
