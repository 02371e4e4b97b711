// Which files open in the editor and how (spec part 1 §2 'File browser', §5, part 2 §3): the
// edit or view mode per root and printer state, the auto-edit extensions, and new file names.
import {
  extensionOf,
  validateName,
  type BrowserItem,
  type NameError,
  type RootProperties,
} from './files';

export type EditorMode = 'edit' | 'view';

/**
 * How a file opens in the editor: 'edit' in a writable root that edits (and a writable file) while
 * nothing prints, 'view' in a root that only views. Editing is hidden while printing (spec §5): a
 * config file can then still be viewed, a G-code file (the print's own root) not at all.
 */
export function editorMode(
  item: BrowserItem,
  props: RootProperties,
  printing: boolean,
): EditorMode | null {
  if (item.kind !== 'file') return null;
  if (props.canEdit && !props.readonly) {
    if (printing) return props.canPrint ? null : 'view';
    return item.permissions.includes('w') ? 'edit' : 'view';
  }
  return props.canView ? 'view' : null;
}

/** Extensions as the settings keep them: lower case, with their dot, once each, sorted. */
export function normaliseExtensions(extensions: readonly string[]): string[] {
  const out = new Set<string>();
  for (const raw of extensions) {
    const value = raw.trim().toLowerCase().replace(/^\.+/, '');
    if (value !== '') out.add(`.${value}`);
  }
  return [...out].sort();
}

/** A click on this file opens the editor at once (its extension is in the auto-edit list). */
export function isAutoEdit(name: string, extensions: readonly string[]): boolean {
  const extension = extensionOf(name);
  return extension !== '' && normaliseExtensions(extensions).includes(extension);
}

export type NewFileError = NameError | 'extension';

/** A new file's name: the name rules, and one of the root's extensions when the root restricts. */
export function validateNewFileName(
  name: string,
  siblings: string[],
  accepts: readonly string[],
): NewFileError | null {
  const error = validateName(name, siblings);
  if (error) return error;
  if (accepts.length > 0 && !accepts.includes(extensionOf(name.trim()))) return 'extension';
  return null;
}
