// jsdom has no layout: component tests of virtualised lists give every element a box to measure.
import { vi } from 'vitest';
import { filesStore } from '../state/files';
import { activeOrPlaceholder } from '../state/scope/active';
import type { PrinterScope } from '../state/scope/printer-scope';

/** Every element measures `width` × `height` (bounding rect, offset and client sizes). */
export function giveElementsABox(width = 1000, height = 800): void {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width,
    height,
    top: 0,
    left: 0,
    right: width,
    bottom: height,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  } as DOMRect);
  for (const [key, value] of [
    ['offsetHeight', height],
    ['offsetWidth', width],
    ['clientHeight', height],
    ['clientWidth', width],
  ] as const) {
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  }
}

/** The files store of `scope` as a fresh page has it, with no column choices. */
export function resetFilesStore(scope: PrinterScope = activeOrPlaceholder()): void {
  scope.get(filesStore).setState({
    roots: null,
    listings: {},
    diskUsage: {},
    rootPermissions: {},
    uploads: [],
    downloads: [],
    columns: {},
  });
}
