// The warnings panel's list (spec part 2 §2 'Warnings panel', §3 'Warnings lists', §8): what the
// printer's configuration lacks, Klipper's own configuration warnings, and Moonraker's failed
// components and warnings — each with a stable id and a link to the documentation that helps.
// Loaded with the first warning (warnings.ts holds the first page's cheap check).
import type { ConfigWarning, SectionSettings } from '../../protocol/objects';
import { configGaps, type ConfigWarningKind, type WarningsInput } from './warnings';

export const KLIPPER_CONFIG_REFERENCE = 'https://www.klipper3d.org/Config_Reference.html';
export const KLIPPER_CONFIG_CHANGES = 'https://www.klipper3d.org/Config_Changes.html';
export const MOONRAKER_CONFIGURATION = 'https://moonraker.readthedocs.io/en/latest/configuration/';

export type PrinterWarning =
  | { id: string; source: 'printer'; kind: ConfigWarningKind; link: string }
  | { id: string; source: 'klipper'; type: string; message: string; link: string }
  | {
      id: string;
      source: 'moonraker';
      kind: 'failedComponents';
      components: string[];
      link: string;
    }
  | { id: string; source: 'moonraker'; kind: 'warning'; lines: string[]; link: string };

function reference(section: string): string {
  return `${KLIPPER_CONFIG_REFERENCE}#${section}`;
}

const SECTION_OF: Record<ConfigWarningKind, string> = {
  virtualSdcard: 'virtual_sdcard',
  pauseResume: 'pause_resume',
  displayStatus: 'display_status',
  cancelPrint: 'pause_resume',
};

/** What the printer's configuration lacks (none while settings are unknown). */
export function printerConfigWarnings(
  settings: Record<string, SectionSettings> | undefined,
): PrinterWarning[] {
  if (!settings) return [];
  return configGaps(settings).map((kind) => ({
    id: `printer:${kind}`,
    source: 'printer',
    kind,
    link: reference(SECTION_OF[kind]),
  }));
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** Klipper's configuration warnings (deprecated options and values), each once. */
export function klipperWarnings(warnings: readonly ConfigWarning[] | undefined): PrinterWarning[] {
  const out: PrinterWarning[] = [];
  const seen = new Set<string>();
  for (const warning of warnings ?? []) {
    if (typeof warning.message !== 'string' || warning.message.trim() === '') continue;
    const type = typeof warning.type === 'string' ? warning.type : 'warning';
    const where = [warning.section, warning.option, warning.value].map(text);
    const key = where.some((part) => part !== '') ? where.join(':') : hashText(warning.message);
    const id = `klipper:${type}:${key}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const link = type.startsWith('deprecated')
      ? KLIPPER_CONFIG_CHANGES
      : text(warning.section) !== ''
        ? reference(text(warning.section).split(' ')[0] ?? '')
        : KLIPPER_CONFIG_REFERENCE;
    out.push({ id, source: 'klipper', type, message: warning.message, link });
  }
  return out;
}

/** Moonraker's text split at its '<br/>' line breaks (never read as HTML). */
export function messageLines(message: string): string[] {
  return message
    .split(/<br\s*\/?>|\r?\n/i)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** A short, stable id part for a text (FNV-1a, base 36). */
export function hashText(value: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** Moonraker's failed components (one warning naming them) and its own warnings. */
export function moonrakerWarnings(
  failedComponents: readonly string[],
  warnings: readonly string[],
): PrinterWarning[] {
  const out: PrinterWarning[] = [];
  if (failedComponents.length > 0)
    out.push({
      id: 'moonraker:failed',
      source: 'moonraker',
      kind: 'failedComponents',
      components: [...failedComponents],
      link: MOONRAKER_CONFIGURATION,
    });
  const seen = new Set<string>();
  for (const warning of warnings) {
    const lines = messageLines(warning);
    if (lines.length === 0) continue;
    const id = `moonraker:${hashText(warning)}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({ id, source: 'moonraker', kind: 'warning', lines, link: MOONRAKER_CONFIGURATION });
  }
  return out;
}

/** Every warning: the printer's configuration, then Klipper's, then Moonraker's. */
export function collectWarnings(input: WarningsInput): PrinterWarning[] {
  return [
    ...printerConfigWarnings(input.settings),
    ...klipperWarnings(input.klipper),
    ...moonrakerWarnings(input.failedComponents, input.moonraker),
  ];
}
