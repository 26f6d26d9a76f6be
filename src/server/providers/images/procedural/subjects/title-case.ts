/** Little words a title keeps in lower case after its first word: 'Star of David', 'Fleur-de-Lis'. */
const SMALL = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'de', 'du', 'for', 'from', 'in', 'la', 'of', "o'", 'on', 'or', 'the', 'to', 'with']);

/** A subject's name as a title: each word capitalised but the little ones; 'EKG' and 'VW' stay as written. */
export function titleCase(phrase: string): string {
  return phrase.replace(/[A-Za-z][\w']*/g, (word, at: number) => {
    if (/^[A-Z0-9]{2,}$/.test(word)) return word;
    const lower = word.toLowerCase();
    return at > 0 && SMALL.has(lower) ? lower : lower.charAt(0).toUpperCase() + lower.slice(1);
  });
}
