// Warnings for a config file, from the schema: unknown sections, unknown and repeated options, and
// values Klipper (or Moonraker) would not parse as the kind the option is read as. Warnings only:
// nothing here blocks saving.

import { parseConfig, type ParsedOption, type ParsedSection } from './parse';
import { findOption, findSection, type SectionSpec, type ValueKind } from './schema';
import type { ConfigDialect } from './dialect';
import { schemaFor } from './schemas';

export type ConfigProblemCode =
  | 'unknownSection'
  | 'unknownOption'
  | 'duplicateOption'
  | 'duplicateSection'
  | 'notNumber'
  | 'notInteger'
  | 'notBoolean'
  | 'notPin';

export interface ConfigProblem {
  from: number;
  to: number;
  line: number;
  code: ConfigProblemCode;
  params: Record<string, string>;
}

/** Python's float(): `1e3`, `.5`, `+1`, `1_000.5`, `inf`, `nan`. */
const FLOAT = /^[+-]?(?:(?:\d(?:_?\d)*)?\.\d(?:_?\d)*|\d(?:_?\d)*\.?)(?:[eE][+-]?\d(?:_?\d)*)?$/;
const SPECIAL_FLOAT = /^[+-]?(?:inf|infinity|nan)$/i;
/** Python's int() on a decimal string. */
const INT = /^[+-]?\d(?:_?\d)*$/;
/** configparser's booleans (Klipper's getboolean). */
const BOOL = /^(?:1|0|yes|no|true|false|on|off)$/i;
/** `[!^~]*` (spaces allowed between), then an optional `chip:` prefix and a name or alias, each
 * one token without spaces (Klipper strips around the colon). */
function isPin(value: string): boolean {
  const desc = value.replace(/^[!^~\s]+/, '');
  const colon = desc.indexOf(':');
  const parts = colon < 0 ? [desc] : [desc.slice(0, colon), desc.slice(colon + 1)];
  return parts.every((p) => p.trim() !== '' && !/\s/.test(p.trim()));
}

const KIND_CODE: Partial<Record<ValueKind, [ConfigProblemCode, (v: string) => boolean]>> = {
  number: ['notNumber', (v) => FLOAT.test(v) || SPECIAL_FLOAT.test(v)],
  integer: ['notInteger', (v) => INT.test(v)],
  boolean: ['notBoolean', (v) => BOOL.test(v)],
  pin: ['notPin', isPin],
};

export function checkValue(kind: ValueKind, value: string): ConfigProblemCode | null {
  const rule = KIND_CODE[kind];
  if (!rule) return null;
  return rule[1](value.trim()) ? null : rule[0];
}

function problem(
  code: ConfigProblemCode,
  from: number,
  to: number,
  line: number,
  params: Record<string, string>,
): ConfigProblem {
  return { code, from, to, line, params };
}

function optionProblems(
  section: ParsedSection,
  spec: SectionSpec,
  option: ParsedOption,
  out: ConfigProblem[],
): void {
  if (spec.anyOption) return;
  const keyTo = option.from + option.key.length;
  const params = { section: section.name, option: option.key, value: option.value.trim() };
  const found = findOption(spec, option.key);
  if (!found) {
    out.push(problem('unknownOption', option.from, keyTo, option.line, params));
    return;
  }
  const code = checkValue(found.kind, option.value);
  if (code) {
    const to = option.valueTo > option.valueFrom ? option.valueTo : option.to;
    const from = option.valueTo > option.valueFrom ? option.valueFrom : option.from;
    out.push(problem(code, from, to, option.line, params));
  }
}

export function lintConfig(text: string, dialect: ConfigDialect): ConfigProblem[] {
  const schema = schemaFor(dialect);
  if (!schema) return [];
  const out: ConfigProblem[] = [];
  const { sections } = parseConfig(text);
  // Options already met per section name (repeated headers merge, as Klipper does).
  const seen = new Map<string, Set<string>>();
  for (const section of sections) {
    // Klipper writes the SAVE_CONFIG block itself; it overrides the sections above.
    if (section.autosave) continue;
    const isInclude = section.name.startsWith('include ');
    const spec = findSection(schema, section.name);
    if (!spec) {
      out.push(
        problem('unknownSection', section.nameFrom, section.nameTo, section.line, {
          section: section.name,
        }),
      );
      continue;
    }
    let keys = seen.get(section.name);
    if (!keys) {
      keys = new Set();
      seen.set(section.name, keys);
    }
    for (const option of section.options) {
      if (isInclude) {
        out.push(
          problem('unknownOption', option.from, option.from + option.key.length, option.line, {
            section: section.name,
            option: option.key,
            value: option.value.trim(),
          }),
        );
        continue;
      }
      const key = option.key;
      if (keys.has(key)) {
        out.push(
          problem('duplicateOption', option.from, option.from + option.key.length, option.line, {
            section: section.name,
            option: option.key,
          }),
        );
      }
      keys.add(key);
      optionProblems(section, spec, option, out);
    }
  }
  return out;
}
