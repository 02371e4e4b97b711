// Shared shapes of the file browser's parts.

/** Where a menu opens: at the pointer (right click) or at an element (menu button). */
export type MenuAnchor = { x: number; y: number } | HTMLElement;

export type ItemAction =
  'print' | 'preheat' | 'download' | 'rename' | 'duplicate' | 'delete' | 'metadata';

/** The data type of rows dragged inside the browser. */
export const DRAG_TYPE = 'application/x-printdeck-files';
