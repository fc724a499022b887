/**
 * Letters of each script of assumptions.md A13 ("Latin, accented Latin, Cyrillic, CJK"), all in
 * the Basic Multilingual Plane (one UTF-16 unit and one code point each) and of 1, 2, 2 and 3
 * bytes in UTF-8.
 */
export const NAME_SCRIPTS = {
  Latin: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
  'accented Latin': 'ÀÉÈÊËÏÖÜàáâãäåæçèéêëìíîïñòóôõöøùúûüýÿĀăĄćČđĘěğŁńŒœŘŚşŠŢťŪůŽž',
  Cyrillic: 'АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдежзийклмнопрстуфхцчшщъыьэюя',
  CJK: '李王张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗',
} as const;

/** A script of {@link NAME_SCRIPTS}. */
export type NameScript = keyof typeof NAME_SCRIPTS;

/** The scripts of {@link NAME_SCRIPTS}, in the order A13 names them. */
export const SCRIPTS = Object.keys(NAME_SCRIPTS) as readonly NameScript[];

/**
 * A name of exactly `length` characters (BMP code points, A13) of the letters of `script` in
 * turn, the same on every run: the at-limit and over-limit names of a property's `examples`
 * (`scriptName('CJK', 140)` is 420 bytes in UTF-8 and 140 characters).
 * @throws RangeError when `length` is negative or not an integer.
 */
export function scriptName(script: NameScript, length: number): string {
  if (!Number.isInteger(length) || length < 0) throw new RangeError(`scriptName: length ${length}`);
  const letters = Array.from(NAME_SCRIPTS[script]);
  return Array.from({ length }, (_, i) => letters[i % letters.length]).join('');
}
