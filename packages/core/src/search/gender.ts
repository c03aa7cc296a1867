/**
 * Masculine and feminine forms of French job titles, on normalised words (no accents): a
 * "développeuse" is searched as a "développeur" too, an "auditeur" as an "auditrice". Only the
 * endings that change the word are listed: "chargé"/"chargée" already match by substring.
 */
const ENDINGS: readonly (readonly [feminine: string, masculine: string])[] = [
  ['euse', 'eur'],
  ['rice', 'eur'],
  ['eure', 'eur'],
  ['iere', 'ier'],
  ['ere', 'er'],
  ['enne', 'en'],
  ['ive', 'if'],
  ['ffe', 'f'],
  ['ante', 'ant'],
  ['ale', 'al'],
  ['ee', 'e'],
];

/** Titles whose other form is another word (the demo vocabulary's and the common ones). */
const IRREGULAR: readonly (readonly [string, string])[] = [
  ['maitresse', 'maitre'],
  ['doctoresse', 'docteur'],
  ['maieuticienne', 'sage-femme'],
  ['gouvernante', 'majordome'],
];

/** Letters a stem keeps at least, so that short words ("ive", "ere") are not cut to nothing. */
const MIN_STEM = 3;

/** The other gendered forms of a normalised word (not the word itself). */
export function genderForms(word: string): string[] {
  const forms = new Set<string>();
  for (const [feminine, masculine] of ENDINGS) {
    if (word.endsWith(feminine) && word.length - feminine.length >= MIN_STEM)
      forms.add(word.slice(0, -feminine.length) + masculine);
    if (word.endsWith(masculine) && word.length - masculine.length >= MIN_STEM)
      forms.add(word.slice(0, -masculine.length) + feminine);
  }
  for (const [a, b] of IRREGULAR) {
    if (word === a) forms.add(b);
    if (word === b) forms.add(a);
  }
  forms.delete(word);
  return [...forms];
}
