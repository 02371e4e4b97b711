// Drag and drop in the browser: files dragged in from the desktop upload into the shown folder
// (accepted extensions only; never into a read-only or missing root); rows dragged onto a folder
// (or '..') move there — the dragged row, or the whole selection when the row is selected.
import type { DragEvent } from 'react';
import type { TFunction } from '../../locales/i18n';
import { joinNames } from '../../lib/bidi';
import { isAccepted, type BrowserItem, type RootProperties } from '../../lib/files';
import { showError } from '../../state/messages';
import { DRAG_TYPE } from './types';
import filesMessages from '../../locales/en/files.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(filesMessages);

export function isDesktopDrag(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes('Files');
}

/**
 * The dropped desktop files this root accepts (none for a read-only or missing root). The files it
 * refuses are named in a message, so the user learns why nothing happened to them.
 */
export function acceptedDrop(
  event: DragEvent,
  props: RootProperties,
  available: boolean,
  t: TFunction,
): File[] {
  const files = Array.from(event.dataTransfer.files);
  const takes = !props.readonly && available && props.accepts.length > 0;
  const accepted = takes ? files.filter((file) => isAccepted(file.name, props)) : [];
  const refused = files.filter((file) => !accepted.includes(file)).map((file) => file.name);
  if (refused.length > 0) {
    const names = joinNames(refused);
    showError(
      takes
        ? t('files.notAccepted', { names, accepts: props.accepts.join(' ') })
        : t('files.readOnlyDrop', { names }),
    );
  }
  return accepted;
}

/** What a row drag carries: the dragged row, or the selection when the row is part of it. */
export function dragSources(item: BrowserItem, selected: Set<string>): string[] {
  return selected.has(item.path) ? [...selected] : [item.path];
}

/** The paths to move when rows are dropped onto `target` (none into themselves). */
export function dropTargets(
  event: DragEvent,
  target: BrowserItem,
  selected: Set<string>,
): string[] {
  const data = event.dataTransfer.getData(DRAG_TYPE);
  if (!data) return [];
  let sources: string[];
  try {
    sources = (JSON.parse(data) as { paths: string[] }).paths;
  } catch {
    return [];
  }
  if (selected.has(target.path) && target.kind !== 'parent') return [];
  return sources.filter((source) => source !== target.path);
}
