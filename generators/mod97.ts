/**
 * ISO 7064 MOD 97-10 check digits of `body` (letters count A=10 … Z=35), as used by IBAN
 * (ISO 13616, over BBAN + country + "00") and LEI (ISO 17442, over the first 18 characters + "00").
 * Returns the two check digits as text.
 */
export function mod97CheckDigits(body: string): string {
  let remainder = 0;
  for (const char of `${body}00`) {
    const value = /[0-9]/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return String(98 - remainder).padStart(2, '0');
}
