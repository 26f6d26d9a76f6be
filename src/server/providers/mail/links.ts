/** Every http(s) address in a plain-text mail, in order, without duplicates. */
export function extractLinks(text: string): string[] {
  const found = text.match(LINK_PATTERN) ?? [];
  return [...new Set(found.map(trimTrailingPunctuation))];
}

export const LINK_PATTERN = /https?:\/\/[^\s<>"'`]+/g;

/** A sentence's full stop or closing bracket after an address is not part of it. */
export function trimTrailingPunctuation(link: string): string {
  return link.replace(/[.,;:!?)\]]+$/, '');
}
