// Klipper's INI dialect as Klipper reads it (Python's configparser; `#` starts a comment anywhere
// on a line, `;` after whitespace; `key: value` and `key = value`, indented
// continuation lines, whitespace-normalised section names) and the SAVE_CONFIG block at the end
// of printer.cfg, whose `#*#` lines are read as configuration too.

export interface OutlineOption {
  key: string;
  line: number;
  from: number;
  to: number;
  valueFrom: number;
  valueTo: number;
}

export interface OutlineSection {
  name: string;
  line: number;
  endLine: number;
  from: number;
  to: number;
  options: OutlineOption[];
}

export interface OutlineInclude {
  pattern: string;
  line: number;
  from: number;
  to: number;
}

export interface ConfigOutline {
  sections: OutlineSection[];
  includes: OutlineInclude[];
}

export interface ParsedOption extends OutlineOption {
  /** The value as Klipper sees it: continuation lines joined with '\n', comments removed. */
  value: string;
  autosave: boolean;
}

export interface ParsedSection extends OutlineSection {
  options: ParsedOption[];
  /** Offsets of the name inside the brackets. */
  nameFrom: number;
  nameTo: number;
  autosave: boolean;
}

export interface ParsedConfig {
  sections: ParsedSection[];
  includes: OutlineInclude[];
}

const AUTOSAVE_MARKER = /^#\*# <-+ SAVE_CONFIG -+>/;
const HEADER = /^\[(.+)\]/;
const OPTION = /^([^:=\s][^:=]*?)\s*[:=]\s*/;

/** Where a comment starts, or the line's length: Klipper cuts every line at its first `#`, and
 * configparser a `;` after whitespace. */
function commentStart(line: string, from: number): number {
  for (let i = from; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === 35 || (c === 59 && i > 0 && /\s/.test(line.charAt(i - 1)))) return i;
  }
  return line.length;
}

function trimEnd(line: string, end: number): number {
  let e = end;
  while (e > 0 && /\s/.test(line.charAt(e - 1))) e--;
  return e;
}

export function normaliseSectionName(name: string): string {
  return name.trim().split(/\s+/).join(' ');
}

export function parseConfig(text: string): ParsedConfig {
  const sections: ParsedSection[] = [];
  const includes: OutlineInclude[] = [];
  let section: ParsedSection | null = null;
  let option: ParsedOption | null = null;
  let autosave = false;
  let offset = 0;
  let lineNo = 0;
  const length = text.length;
  while (offset <= length) {
    let end = text.indexOf('\n', offset);
    if (end < 0) end = length;
    lineNo++;
    const lineStart = offset;
    let raw = text.slice(offset, end);
    if (raw.endsWith('\r')) raw = raw.slice(0, -1);
    offset = end + 1;

    // The content of the line and where it starts in the text.
    let content = raw;
    let base = lineStart;
    let inAutosave = false;
    if (!autosave && AUTOSAVE_MARKER.test(raw)) {
      autosave = true;
      section = null;
      option = null;
      continue;
    }
    if (autosave && raw.startsWith('#*#')) {
      const skip = raw.startsWith('#*# ') ? 4 : 3;
      content = raw.slice(skip);
      base = lineStart + skip;
      inAutosave = true;
    }
    if (content.trim() === '') continue;
    if (/^\s*[#;]/.test(content)) continue;
    const cut = trimEnd(content, commentStart(content, 0));
    if (cut === 0) continue;

    if (/^\s/.test(content)) {
      // A continuation line of the last option.
      if (option && section) {
        const start = content.length - content.trimStart().length;
        if (option.value === '' && option.valueFrom === option.valueTo)
          option.valueFrom = base + start;
        option.value = `${option.value}\n${content.slice(start, cut)}`;
        option.to = base + cut;
        option.valueTo = base + cut;
        section.to = base + cut;
        section.endLine = lineNo;
      }
      continue;
    }

    const header = HEADER.exec(content.slice(0, cut));
    if (header) {
      const inner = header[1] ?? '';
      const name = normaliseSectionName(inner);
      const lead = inner.length - inner.trimStart().length;
      const nameFrom = base + 1 + lead;
      section = {
        name,
        line: lineNo,
        endLine: lineNo,
        from: base,
        to: base + header[0].length,
        nameFrom,
        nameTo: nameFrom + inner.trim().length,
        options: [],
        autosave: inAutosave,
      };
      sections.push(section);
      option = null;
      if (name.startsWith('include '))
        includes.push({
          pattern: name.slice(8),
          line: lineNo,
          from: base,
          to: base + header[0].length,
        });
      continue;
    }

    const opt = OPTION.exec(content.slice(0, cut));
    if (opt && section) {
      const valueStart = opt[0].length;
      const value = content.slice(valueStart, cut);
      option = {
        key: (opt[1] ?? '').toLowerCase(),
        line: lineNo,
        from: base,
        to: base + cut,
        valueFrom: base + valueStart,
        valueTo: base + cut,
        value,
        autosave: inAutosave,
      };
      section.options.push(option);
      section.to = base + cut;
      section.endLine = lineNo;
    } else option = null;
  }
  return { sections, includes };
}

/** The outline the editor's structure, folding and jumps use. */
export function outlineConfig(text: string): ConfigOutline {
  const parsed = parseConfig(text);
  return {
    sections: parsed.sections.map((s) => ({
      name: s.name,
      line: s.line,
      endLine: s.endLine,
      from: s.from,
      to: s.to,
      options: s.options.map((o) => ({
        key: o.key,
        line: o.line,
        from: o.from,
        to: o.to,
        valueFrom: o.valueFrom,
        valueTo: o.valueTo,
      })),
    })),
    includes: parsed.includes,
  };
}

/** The section the position is in (by the last header at or before its line). */
export function sectionAt(text: string, pos: number): string | null {
  const { sections } = parseConfig(text);
  let found: string | null = null;
  for (const s of sections) {
    if (s.from > pos) break;
    found = s.name;
  }
  return found;
}
