// Completion of section names after `[` and of the keys of the section under the cursor, and the
// reference link of a section.

import type { ConfigDialect } from './dialect';
import { parseConfig } from './parse';
import { findSection, normaliseOption } from './schema';
import { schemaFor } from './schemas';

export interface ConfigCompletion {
  label: string;
  apply: string;
  kind: 'section' | 'option';
  detail?: string;
}

export interface ConfigCompletions {
  from: number;
  to: number;
  options: ConfigCompletion[];
}

const KLIPPER_REFERENCE = 'https://www.klipper3d.org/Config_Reference.html#';
const MOONRAKER_REFERENCE = 'https://moonraker.readthedocs.io/en/latest/configuration/#';

export function completeConfig(
  text: string,
  pos: number,
  dialect: ConfigDialect,
): ConfigCompletions | null {
  const schema = schemaFor(dialect);
  if (!schema) return null;
  const lineStart = text.lastIndexOf('\n', pos - 1) + 1;
  const before = text.slice(lineStart, pos);
  const sectionWord = /^\[([A-Za-z0-9_]*)$/.exec(before);
  if (sectionWord) {
    const typed = (sectionWord[1] ?? '').toLowerCase();
    const options: ConfigCompletion[] = [];
    for (const spec of schema.sections.values()) {
      if (!spec.base.toLowerCase().startsWith(typed)) continue;
      options.push({
        label: spec.base,
        apply: spec.exact ? `${spec.base}]` : `${spec.base} `,
        kind: 'section',
        ...(spec.exact ? {} : { detail: `${spec.base} NAME` }),
      });
    }
    options.sort((a, b) => a.label.localeCompare(b.label));
    return { from: lineStart + 1, to: pos, options };
  }
  const keyWord = /^([A-Za-z0-9_]*)$/.exec(before);
  if (!keyWord) return null;
  const parsed = parseConfig(text);
  let current = null;
  for (const s of parsed.sections) {
    if (s.from > pos) break;
    current = s;
  }
  if (!current) return null;
  const spec = findSection(schema, current.name);
  if (!spec) return null;
  const set = new Set<string>();
  for (const s of parsed.sections)
    if (s.name === current.name)
      for (const o of s.options)
        if (o.from < lineStart || o.from > pos) set.add(normaliseOption(o.key));
  const typed = (keyWord[1] ?? '').toLowerCase();
  const options: ConfigCompletion[] = [];
  for (const [key, opt] of spec.options) {
    if (set.has(key) || !opt.name.toLowerCase().startsWith(typed)) continue;
    options.push({ label: opt.name, apply: `${opt.name}: `, kind: 'option', detail: opt.kind });
  }
  options.sort((a, b) => a.label.localeCompare(b.label));
  return { from: lineStart, to: pos, options };
}

/** The reference page of a section (`extruder`, `gcode_macro PRINT_START`), or null. */
export function referenceUrl(section: string, dialect: ConfigDialect): string | null {
  const schema = schemaFor(dialect);
  if (!schema) return null;
  const spec = findSection(schema, section.trim().split(/\s+/).join(' '));
  if (!spec?.anchor) return null;
  return (dialect === 'klipper' ? KLIPPER_REFERENCE : MOONRAKER_REFERENCE) + spec.anchor;
}
