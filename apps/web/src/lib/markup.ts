/** A tag, a comment or an entity: text without any is shown as it is, with no parser at all (lib/sanitize.ts). */
export function hasMarkup(text: string): boolean {
  return /<[a-z!/?]|&(?:#\d+|#x[\da-f]+|[a-z][\da-z]*);/i.test(text);
}
