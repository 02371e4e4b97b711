// Shared shapes of the file browser's parts.
import type { ReactNode } from 'react';
import type { BrowserItem } from '../../lib/files';

/** Where a menu opens: at the pointer (right click) or at an element (menu button). */
export type MenuAnchor = { x: number; y: number } | HTMLElement;

export type ItemAction =
  | 'print'
  | 'preheat'
  | 'edit'
  | 'view'
  | 'download'
  | 'rename'
  | 'duplicate'
  | 'delete'
  | 'metadata'
  | 'queue';

/** The one menu or dialog open over the browser. */
export type Overlay =
  | { kind: 'menu'; item: BrowserItem; anchor: MenuAnchor }
  | { kind: 'newFolder' }
  | { kind: 'newFile' }
  | { kind: 'rename'; item: BrowserItem }
  | { kind: 'confirmDelete'; items: BrowserItem[] }
  | { kind: 'metadata'; item: BrowserItem }
  | { kind: 'queue'; item: BrowserItem }
  /** Add to queue for the selection's printable files, in the list's order. */
  | { kind: 'queueSelection'; items: BrowserItem[] }
  | { kind: 'columns'; anchor: HTMLElement };

/** The dashboard card that shows a G-code preview ('Preview' needs it enabled in the layout). */
export const PREVIEW_CARD_ID = 'gcodePreview';

/** The data type of rows dragged inside the browser. */
export const DRAG_TYPE = 'application/x-printdeck-files';

export interface FileBrowserProps {
  /** The roots offered (tabs when more than one). */
  roots: string[];
  /** The browser's name: its column choices are stored under '<name>-<root>'. */
  name: string;
  /** Checkboxes and the bulk delete action. */
  bulkActions?: boolean;
  /** Height of the rows area (fixed). */
  height?: number;
  /** Maximum height of the rows area (grows with the rows up to this). */
  maxHeight?: number;
  /** A page's own handling of its root's files (the timelapse page's videos). */
  hooks?: FileHooks;
}

/** An entry a page adds at the top of the item menu. */
export interface ExtraItemAction {
  id: string;
  label: string;
  icon: ReactNode;
  run: (item: BrowserItem) => void;
}

/** What a page may change in how its root's files show and open. */
export interface FileHooks {
  /** The rows shown, after sorting and filtering (e.g. without the images beside videos). */
  rows?: (items: BrowserItem[]) => BrowserItem[];
  /** A row's thumbnail URL on the API address, or null for the icon. */
  thumbnail?: (item: BrowserItem, apiUrl: string) => string | null;
  /** Entries added to a file's menu. */
  actions?: (item: BrowserItem) => ExtraItemAction[];
  /** A click on a file: true when the page handled it (no menu then). */
  open?: (item: BrowserItem) => boolean;
  /** Whether the editor may show this file (View/Edit); every file when absent. */
  editable?: (item: BrowserItem) => boolean;
}
