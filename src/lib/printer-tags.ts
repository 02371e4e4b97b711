// Printer tags: free text the user gives a printer to group printers (the farm selects by them).
// A tag is trimmed, 1 to 32 characters, and a printer has each tag once whatever its case.

export const MAX_TAG_LENGTH = 32;

export type TagProblem = 'empty' | 'tooLong' | 'duplicate';

/** Why `text` cannot be added to `tags` (null when it can, trimmed). */
export function tagProblem(text: string, tags: readonly string[]): TagProblem | null {
  const tag = text.trim();
  if (tag === '') return 'empty';
  if (tag.length > MAX_TAG_LENGTH) return 'tooLong';
  const key = tag.toLocaleLowerCase();
  return tags.some((other) => other.toLocaleLowerCase() === key) ? 'duplicate' : null;
}

/** The tags that follow the rules, trimmed, each once (the first spelling kept), in order. */
export function cleanTags(tags: readonly unknown[]): string[] {
  const kept: string[] = [];
  for (const item of tags) {
    if (typeof item !== 'string') continue;
    if (tagProblem(item, kept) === null) kept.push(item.trim());
  }
  return kept;
}

/** Every tag of `a`, then those of `b` that `a` lacks. */
export function mergeTags(a: readonly string[], b: readonly string[]): string[] {
  return cleanTags([...a, ...b]);
}
