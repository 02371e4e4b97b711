// The configuration schema as data (generated into schema-klipper.ts and schema-moonraker.ts by
// scripts/build-config-schema.mjs) and its lookup.
//
// Encoding. A section is one string `base|forms|anchor|options`:
//   base     the section's first word (`extruder`, `gcode_macro`, `stepper_z1`)
//   forms    `e` = `[base]`, `n` = `[base NAME]`, `en` = both
//   anchor   the reference's heading anchor; `=` = same as base; empty = not described
//   options  space-separated `name[!]kind` (`!` required; kind: n number, i integer, b boolean,
//            p pin, t text, g template), `@family` (a family's or a section's options), `*` (any
//            option accepted: a section the reference does not describe)
// An option name with `<…>` is a prefix (`variable_<name>`); digits in names match any number
// (`screw1` stands for `screw2`…).

export type ValueKind = 'number' | 'integer' | 'boolean' | 'pin' | 'text' | 'template';

export interface SchemaData {
  families: Record<string, string>;
  sections: string[];
}

export interface OptionSpec {
  name: string;
  kind: ValueKind;
  required: boolean;
}

export interface SectionSpec {
  base: string;
  exact: boolean;
  named: boolean;
  anchor: string | null;
  anyOption: boolean;
  /** By normalised name (lower case, digit runs as `#`). */
  options: Map<string, OptionSpec>;
  /** Prefix options (`variable_`), lower case. */
  prefixes: OptionSpec[];
}

export interface Schema {
  sections: Map<string, SectionSpec>;
}

export const KIND_LETTERS: Record<string, ValueKind> = {
  n: 'number',
  i: 'integer',
  b: 'boolean',
  p: 'pin',
  t: 'text',
  g: 'template',
};

/** Option names as Klipper compares them: case-insensitive, any index number. */
export function normaliseOption(name: string): string {
  return name.toLowerCase().replace(/\d+/g, '#');
}

function parseOptionToken(token: string): OptionSpec | null {
  const m = /^([A-Za-z0-9_<>]+?)(!?)([nibptg])$/.exec(token);
  const kind = m ? KIND_LETTERS[m[3] ?? ''] : undefined;
  if (!m || !kind) return null;
  return { name: m[1] ?? '', kind, required: m[2] === '!' };
}

export function decodeSchema(data: SchemaData): Schema {
  const raw = new Map<string, { forms: string; anchor: string; options: string }>();
  for (const line of data.sections) {
    const [base = '', forms = '', anchor = '', options = ''] = line.split('|');
    raw.set(base, { forms, anchor, options });
  }
  const expand = (tokens: string, into: SectionSpec, seen: Set<string>): void => {
    for (const token of tokens.split(' ')) {
      if (token === '') continue;
      if (token === '*') into.anyOption = true;
      else if (token.startsWith('@')) {
        const name = token.slice(1);
        if (seen.has(name)) continue;
        seen.add(name);
        const family = data.families[name] ?? raw.get(name)?.options;
        if (family !== undefined) expand(family, into, seen);
      } else {
        const opt = parseOptionToken(token);
        if (!opt) continue;
        const lt = opt.name.indexOf('<');
        if (lt >= 0) into.prefixes.push({ ...opt, name: opt.name.slice(0, lt).toLowerCase() });
        else {
          const key = normaliseOption(opt.name);
          if (!into.options.has(key)) into.options.set(key, opt);
        }
      }
    }
  };
  const sections = new Map<string, SectionSpec>();
  for (const [base, r] of raw) {
    const spec: SectionSpec = {
      base,
      exact: r.forms.includes('e'),
      named: r.forms.includes('n'),
      anchor: r.anchor === '=' ? base : r.anchor === '' ? null : r.anchor,
      anyOption: false,
      options: new Map(),
      prefixes: [],
    };
    expand(r.options, spec, new Set([base]));
    sections.set(base, spec);
  }
  return { sections };
}

/** Sections Klipper derives by number or axis from a described one. */
const DERIVED: [RegExp, string][] = [
  [/^extruder\d+$/, 'extruder1'],
  [/^stepper_[a-z]+\d+$/, 'stepper_z1'],
  [/^stepper_[a-z]$/, 'stepper_a'],
];

/** The spec of a (whitespace-normalised) section name, or null when no such section exists. */
export function findSection(schema: Schema, name: string): SectionSpec | null {
  const space = name.indexOf(' ');
  const base = space < 0 ? name : name.slice(0, space);
  const spec = schema.sections.get(base);
  if (spec && (space < 0 ? spec.exact : spec.named)) return spec;
  if (space < 0) {
    for (const [re, to] of DERIVED) if (re.test(base)) return schema.sections.get(to) ?? null;
  }
  return null;
}

export function findOption(section: SectionSpec, key: string): OptionSpec | null {
  const found = section.options.get(normaliseOption(key));
  if (found) return found;
  const lower = key.toLowerCase();
  return (
    section.prefixes.find((p) => lower.startsWith(p.name) && lower.length > p.name.length) ?? null
  );
}
