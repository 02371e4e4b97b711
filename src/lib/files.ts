// File browser rules (spec part 1 §3–§6): entries, sorting, hidden files, per-root rights,
// accepted extensions, path helpers, name validation, thumbnails and the metadata columns.
import type { DirEntry, FileEntry, Permissions, Thumbnail } from '../../protocol/files';

/** Low on disk space below this many free bytes (1 GiB). */
export const LOW_DISK_SPACE_BYTES = 1073741824;
/** The smallest thumbnail a row uses. */
export const MIN_THUMBNAIL_PX = 32;
export const PARENT_NAME = '..';

export type ItemKind = 'file' | 'directory' | 'parent';

/** One row of the browser. `path` is relative to the root ('' for the root itself). */
export interface BrowserItem {
  kind: ItemKind;
  name: string;
  path: string;
  modified: number;
  size: number;
  permissions: Permissions;
  /** Lower-case extension with its dot ('.gcode'), '' when none. */
  extension: string;
  /** The listing entry of a file (with metadata in an extended gcodes listing). */
  entry?: FileEntry;
}

// ---------------------------------------------------------------------------------------------
// Paths

/** Join path parts with single slashes, dropping empty parts. */
export function joinPath(...parts: string[]): string {
  return parts
    .flatMap((part) => part.split('/'))
    .filter((part) => part !== '')
    .join('/');
}

/** The folder holding a path: 'a/b/c.gcode' → 'a/b', 'c.gcode' → ''. */
export function parentPath(path: string): string {
  const clean = joinPath(path);
  const at = clean.lastIndexOf('/');
  return at < 0 ? '' : clean.slice(0, at);
}

/** The last part of a path. */
export function baseName(path: string): string {
  const clean = joinPath(path);
  return clean.slice(clean.lastIndexOf('/') + 1);
}

/** '.gcode' for 'Benchy.GCODE'; '' for names without an extension or dot files like '.config'. */
export function extensionOf(name: string): string {
  const at = name.lastIndexOf('.');
  if (at <= 0) return '';
  return name.slice(at).toLowerCase();
}

/** 'cube.gcode' → 'cube_copy.gcode'; 'notes' → 'notes_copy'. */
export function copyName(name: string): string {
  const at = name.lastIndexOf('.');
  if (at <= 0) return `${name}_copy`;
  return `${name.slice(0, at)}_copy${name.slice(at)}`;
}

/** Breadcrumb parts of a path: [{ name, path }] from the root down. */
export function pathCrumbs(path: string): { name: string; path: string }[] {
  const parts = joinPath(path).split('/').filter(Boolean);
  return parts.map((name, index) => ({ name, path: parts.slice(0, index + 1).join('/') }));
}

/** A URL path with every segment encoded: 'a b/#1.png' → 'a%20b/%231.png'. */
export function encodePath(path: string): string {
  return joinPath(path).split('/').map(encodeURIComponent).join('/');
}

// ---------------------------------------------------------------------------------------------
// Rights per root (spec §6) and what a root accepts

export interface RootProperties {
  readonly: boolean;
  accepts: string[];
  canPrint: boolean;
  canEdit: boolean;
  canView: boolean;
  canDelete: boolean;
  canCreateDirectory: boolean;
  canConfigure: boolean;
}

export const GCODE_EXTENSIONS = ['.gcode', '.g', '.gc', '.gco', '.ufp', '.nc'];
export const CONFIG_EXTENSIONS = ['.conf', '.cfg', '.md'];

const READ_ONLY: RootProperties = {
  readonly: true,
  accepts: [],
  canPrint: false,
  canEdit: false,
  canView: false,
  canDelete: false,
  canCreateDirectory: false,
  canConfigure: false,
};

/**
 * What a root allows. The server's permissions can only narrow it: a root the server reports
 * without write access is read-only whatever the table says.
 */
export function rootProperties(root: string, serverPermissions?: Permissions): RootProperties {
  let props: RootProperties;
  switch (root) {
    case 'gcodes':
      props = {
        readonly: false,
        accepts: GCODE_EXTENSIONS,
        canPrint: true,
        canEdit: true,
        canView: false,
        canDelete: true,
        canCreateDirectory: true,
        canConfigure: true,
      };
      break;
    case 'config':
      props = {
        ...READ_ONLY,
        readonly: false,
        accepts: CONFIG_EXTENSIONS,
        canEdit: true,
        canDelete: true,
        canCreateDirectory: true,
      };
      break;
    case 'config_examples':
    case 'docs':
    case 'logs':
      props = { ...READ_ONLY, canView: true };
      break;
    case 'timelapse':
      props = { ...READ_ONLY, canView: true, canDelete: true, canCreateDirectory: true };
      break;
    default:
      props = { ...READ_ONLY };
  }
  if (serverPermissions !== undefined && !serverPermissions.includes('w')) {
    props = {
      ...props,
      readonly: true,
      canEdit: false,
      canDelete: false,
      canCreateDirectory: false,
    };
  }
  return props;
}

/** A file the root accepts (uploads, drops, the print action). */
export function isAccepted(name: string, props: RootProperties): boolean {
  return props.accepts.includes(extensionOf(name));
}

/** The print action: only where the root prints and the extension is accepted. */
export function canPrintFile(item: BrowserItem, props: RootProperties): boolean {
  return item.kind === 'file' && props.canPrint && isAccepted(item.name, props);
}

/** Preheat: only for files that carry both first-layer temperatures. */
export function preheatGcode(entry: FileEntry | undefined): string | null {
  const extruder = entry?.first_layer_extr_temp;
  const bed = entry?.first_layer_bed_temp;
  if (typeof extruder !== 'number' || typeof bed !== 'number') return null;
  return `M104 S${extruder}\nM140 S${bed}`;
}

// ---------------------------------------------------------------------------------------------
// Hidden files

/** Thumbnail folders and .ignoreme files are never shown; dot files only on request. */
export function isHiddenName(name: string, showDotFiles = false): boolean {
  if (name === PARENT_NAME) return false;
  if (name.startsWith('.thumbs') || name.startsWith('thumbs')) return true;
  if (extensionOf(name) === '.ignoreme') return true;
  return !showDotFiles && name.startsWith('.');
}

// ---------------------------------------------------------------------------------------------
// Building rows

export function dirItem(parent: string, dir: DirEntry): BrowserItem {
  return {
    kind: 'directory',
    name: dir.dirname,
    path: joinPath(parent, dir.dirname),
    modified: dir.modified,
    size: dir.size,
    permissions: dir.permissions,
    extension: '',
  };
}

export function fileItem(parent: string, file: FileEntry): BrowserItem {
  return {
    kind: 'file',
    name: file.filename,
    path: joinPath(parent, file.filename),
    modified: file.modified,
    size: file.size,
    permissions: file.permissions,
    extension: extensionOf(file.filename),
    entry: file,
  };
}

export function parentItem(path: string): BrowserItem {
  return {
    kind: 'parent',
    name: PARENT_NAME,
    path: parentPath(path),
    modified: 0,
    size: 0,
    permissions: 'rw',
    extension: '',
  };
}

/** The visible rows of a listing: '..' below the root, then the unhidden directories and files. */
export function listItems(
  path: string,
  listing: { dirs: DirEntry[]; files: FileEntry[] },
  options: { showDotFiles?: boolean; filter?: string } = {},
): BrowserItem[] {
  const filter = options.filter?.trim().toLowerCase() ?? '';
  const keep = (name: string) =>
    !isHiddenName(name, options.showDotFiles) &&
    (filter === '' || name.toLowerCase().includes(filter));
  const items: BrowserItem[] = [];
  if (joinPath(path) !== '') items.push(parentItem(path));
  for (const dir of listing.dirs) if (keep(dir.dirname)) items.push(dirItem(path, dir));
  for (const file of listing.files) if (keep(file.filename)) items.push(fileItem(path, file));
  return items;
}

// ---------------------------------------------------------------------------------------------
// Columns and sorting

export type ColumnKey =
  | 'modified'
  | 'size'
  | 'estimated_time'
  | 'filament_total'
  | 'filament_weight_total'
  | 'layer_height'
  | 'first_layer_height'
  | 'object_height'
  | 'first_layer_extr_temp'
  | 'first_layer_bed_temp'
  | 'slicer'
  | 'print_start_time';

export type SortKey = 'name' | ColumnKey;

/** Every metadata column, in display order; the gcodes root offers all, others only the first two. */
export const COLUMNS: ColumnKey[] = [
  'modified',
  'size',
  'estimated_time',
  'filament_total',
  'filament_weight_total',
  'layer_height',
  'first_layer_height',
  'object_height',
  'first_layer_extr_temp',
  'first_layer_bed_temp',
  'slicer',
  'print_start_time',
];

export function columnsFor(root: string): ColumnKey[] {
  return root === 'gcodes' ? COLUMNS : ['modified', 'size'];
}

/** Columns shown until the user picks some; phones get the single most useful one. */
export function defaultColumns(root: string, narrow = false): ColumnKey[] {
  if (narrow) return root === 'gcodes' ? ['estimated_time'] : ['modified'];
  return root === 'gcodes' ? ['modified', 'size', 'estimated_time'] : ['modified', 'size'];
}

/** Keep only known columns of the root, in display order; anything else falls back to defaults. */
export function sanitizeColumns(root: string, value: unknown): ColumnKey[] {
  if (!Array.isArray(value)) return defaultColumns(root);
  const offered = columnsFor(root);
  return offered.filter((key) => value.includes(key));
}

/** The value a column sorts and shows by: numbers for numeric columns, text for the slicer. */
export function sortValue(item: BrowserItem, key: SortKey): string | number | null {
  if (key === 'name') return item.name;
  if (key === 'modified') return item.modified;
  if (key === 'size') return item.kind === 'file' ? item.size : null;
  const value = item.entry?.[key];
  if (typeof value === 'number' || typeof value === 'string') return value;
  return null;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'accent', numeric: true });

/** Case-insensitive, accent-sensitive, digits read as numbers ('file2' before 'file10'). */
export function compareText(a: string, b: string): number {
  return collator.compare(a, b);
}

function compareValues(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return compareText(String(a), String(b));
}

const KIND_ORDER: Record<ItemKind, number> = { parent: 0, directory: 1, file: 2 };

/**
 * '..' first; directories apart from (before) files; within each group by the key, ascending or
 * descending; missing values last; ties by name.
 */
export function sortItems(items: BrowserItem[], key: SortKey, descending = false): BrowserItem[] {
  const sign = descending ? -1 : 1;
  return [...items].sort((a, b) => {
    const kind = KIND_ORDER[a.kind] - KIND_ORDER[b.kind];
    if (kind !== 0) return kind;
    const va = sortValue(a, key);
    const vb = sortValue(b, key);
    if (va === null || vb === null) {
      const missing = compareValues(va, vb);
      if (missing !== 0) return missing;
    } else {
      const order = compareValues(va, vb) * sign;
      if (order !== 0) return order;
    }
    return compareText(a.name, b.name);
  });
}

// ---------------------------------------------------------------------------------------------
// Names

export type NameError = 'required' | 'exists' | 'invalid';

/**
 * A new or renamed file or folder name: required, no slash, not '.' or '..', and not the name of a
 * sibling (the current name of a renamed item is allowed).
 */
export function validateName(name: string, siblings: string[], current?: string): NameError | null {
  const value = name.trim();
  if (value === '') return 'required';
  if (value.includes('/') || value === '.' || value === PARENT_NAME) return 'invalid';
  if (value !== current && siblings.includes(value)) return 'exists';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Thumbnails

/** The smallest thumbnail at least `min` pixels wide, or null. */
export function pickThumbnail(
  thumbnails: Thumbnail[] | undefined,
  min = MIN_THUMBNAIL_PX,
): Thumbnail | null {
  let best: Thumbnail | null = null;
  for (const thumb of thumbnails ?? []) {
    if (thumb.width < min) continue;
    if (!best || thumb.width < best.width) best = thumb;
  }
  return best;
}

/** `/server/files/gcodes/<dir>/<relative_path>` on the API address, cache-busted by the file date. */
export function thumbnailUrl(
  apiUrl: string,
  fileDir: string,
  thumbnail: Thumbnail,
  modified?: number,
): string {
  const base = apiUrl.replace(/\/+$/, '');
  const path = encodePath(joinPath('gcodes', fileDir, thumbnail.relative_path));
  return `${base}/server/files/${path}${modified ? `?date=${Math.round(modified)}` : ''}`;
}
