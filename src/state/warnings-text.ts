// The list of warnings, their words (locale area `warnings`) and their notifications in the menu
// (source 'warnings'). Loaded with the first warning and by the warnings panel, so none of it is on
// the first page. When each warning was first seen is kept per printer.
import i18n from '../locales/i18n';
import { joinNames } from '../lib/bidi';
import type { AppNotification } from '../lib/notifications';
import type { WarningsInput } from '../lib/warnings';
import { collectWarnings, type PrinterWarning } from '../lib/warnings-list';
import warningsMessages from '../locales/en/warnings.json';
import { registerEnglishArea } from '../locales/lazy';
import { notificationsStore } from './notifications';
import type { PrinterScope } from './scope/printer-scope';
import { scopedStore } from './scope/scoped-store';
import { warningsStore } from './warnings';

registerEnglishArea(warningsMessages);

export interface WarningText {
  /** The warning itself (the spec's text, or Klipper's and Moonraker's words verbatim). */
  title: string;
  /** More lines: why it matters, the failed components, the rest of Moonraker's lines. */
  details: string[];
}

/** What a warning says, line by line (never HTML). */
export function warningText(warning: PrinterWarning): WarningText {
  const t = i18n.t.bind(i18n);
  if (warning.source === 'printer')
    return {
      title: t(`warnings.printer.${warning.kind}`),
      details: [t(`warnings.why.${warning.kind}`)],
    };
  if (warning.source === 'klipper') return { title: warning.message, details: [] };
  if (warning.kind === 'failedComponents')
    return {
      title: t('warnings.failedComponents'),
      details: [t('warnings.failedNames', { names: joinNames(warning.components) })],
    };
  const [first = '', ...rest] = warning.lines;
  return { title: first, details: rest };
}

/** When each of the printer's warnings was first seen (kept while it stays). */
const firstSeenStore = scopedStore('warnings-first-seen', () => {
  const firstSeen = new Map<string, number>();
  return firstSeen;
});

/** The warnings as the 'warnings' source of the printer's notification menu. */
export function feedWarnings(
  scope: PrinterScope,
  list: readonly PrinterWarning[],
  now = Date.now(),
): void {
  const firstSeen = scope.get(firstSeenStore);
  const ids = new Set(list.map((w) => w.id));
  for (const id of [...firstSeen.keys()]) if (!ids.has(id)) firstSeen.delete(id);
  const notifications = list.map((warning): AppNotification => {
    const { title, details } = warningText(warning);
    const timestamp = firstSeen.get(warning.id) ?? now;
    firstSeen.set(warning.id, timestamp);
    return {
      id: `warnings:${warning.id}`,
      type: 'warning',
      title,
      description: details.length > 0 ? details.join('\n') : undefined,
      timestamp,
      to: warning.link,
      btnText: i18n.t('warnings.docs'),
    };
  });
  scope.get(notificationsStore).setSource('warnings', notifications);
}

/** The list for these inputs, in the store and the menu (nothing happens when it is the same). */
export function applyWarnings(scope: PrinterScope, input: WarningsInput): void {
  const store = scope.get(warningsStore);
  const list = collectWarnings(input);
  // Compared whole: the same ids may carry new content (another list of failed components).
  if (JSON.stringify(store.getState().list) === JSON.stringify(list)) return;
  store.setState({ list });
  feedWarnings(scope, list);
}
