// How many copies of a file the job queue takes at once: 'Add to queue' and a queued group's
// number of copies both read what the user typed with this rule.

/** Most copies of a file added or set at once. */
export const MAX_COPIES = 99;

/** The copies typed, or null when they are not a whole number from 1 to 99. */
export function copiesFrom(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= MAX_COPIES ? n : null;
}

/**
 * The jobs to post for `copies` of each file, in the files' order: each file's copies side by side,
 * so the queue shows one group ('× N') per file.
 */
export function copiesOfEach(paths: readonly string[], copies: number): string[] {
  return paths.flatMap((path) => Array.from({ length: copies }, () => path));
}
