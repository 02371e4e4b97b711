// Syntax of Klipper's and Moonraker's config files for CodeMirror: a line-based tokenizer
// (StreamLanguage) for section headers, keys, values (numbers, booleans, pins), comments, and —
// inside indented template values such as `gcode:` — Jinja blocks and G-code words and parameters.
import { StreamLanguage, type StreamParser, type StringStream } from '@codemirror/language';

interface ConfigState {
  /** The last key's value goes on over indented lines. */
  inValue: boolean;
  /** Those lines are a template (gcode and its kin, or a value that began empty). */
  template: boolean;
  /** Inside a Jinja block spanning lines: statement, expression ({{ }} or Klipper's { }), comment. */
  jinja: 'stmt' | 'expr' | 'brace' | 'comment' | null;
  /** Where the line is: before anything, after the key (value), in a G-code line. */
  part: 'start' | 'value' | 'gcode' | 'header';
  /** A G-code line's command word was read. */
  command: boolean;
}

const JINJA_KEYWORDS = new Set([
  'if',
  'elif',
  'else',
  'endif',
  'for',
  'endfor',
  'in',
  'set',
  'not',
  'and',
  'or',
  'is',
  'macro',
  'endmacro',
  'raw',
  'endraw',
  'true',
  'false',
  'none',
  'True',
  'False',
  'None',
]);

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?/i;
const BOOLEAN = /^(true|false|yes|no|on|off)\b/i;
/** Pins: optional modifiers (^ ~ !), an optional chip prefix, a port letter and number or gpio. */
const PIN = /^[!^~]*([a-z_][\w]*:)?(p[a-z]\d+|gpio\d+|[a-z]{1,2}\d+\.\d+|ar\d+|analog\d+)\b/i;

/** Keys whose value is a template (Klipper's macros, Moonraker's templated options). */
function isTemplateKey(key: string): boolean {
  return /(^|_)gcode$|^(gcode|template|command|value|on_\w+)$/i.test(key);
}

function readJinja(stream: StringStream, state: ConfigState): string {
  const kind = state.jinja;
  if (kind === 'comment') {
    if (stream.skipTo('#}')) {
      stream.match('#}');
      state.jinja = null;
    } else stream.skipToEnd();
    return 'comment';
  }
  const close = kind === 'stmt' ? '%}' : kind === 'expr' ? '}}' : '}';
  if (stream.match(close)) {
    state.jinja = null;
    return 'meta';
  }
  if (stream.eatSpace()) return '';
  if (stream.match(/^"([^"\\]|\\.)*"?/) || stream.match(/^'([^'\\]|\\.)*'?/)) return 'string';
  if (stream.match(NUMBER)) return 'number';
  const word = stream.match(/^[a-zA-Z_]\w*/);
  if (word && Array.isArray(word)) return JINJA_KEYWORDS.has(word[0]) ? 'keyword' : 'variableName';
  if (stream.match(/^[|.=<>!+\-*/%~,:()[\]]+/)) return 'operator';
  stream.next();
  return '';
}

function startJinja(stream: StringStream, state: ConfigState): boolean {
  if (stream.match('{%')) state.jinja = 'stmt';
  else if (stream.match('{{')) state.jinja = 'expr';
  else if (stream.match('{#')) state.jinja = 'comment';
  // Klipper's templates write expressions in single braces: `M140 S{bed}`.
  else if (stream.match('{')) state.jinja = 'brace';
  else return false;
  return true;
}

/** One token of a template line: Jinja, a comment, the command word, a parameter. */
function readTemplate(stream: StringStream, state: ConfigState): string {
  if (state.jinja) return readJinja(stream, state);
  if (startJinja(stream, state)) return state.jinja === 'comment' ? 'comment' : 'meta';
  if (stream.eatSpace()) return '';
  if (stream.match(/^[;#]/)) {
    stream.skipToEnd();
    return 'comment';
  }
  if (!state.command) {
    state.command = true;
    if (stream.match(/^[a-zA-Z_][\w]*/)) return 'keyword';
  }
  // A parameter: NAME=value, or a letter followed by a number (X10, S200).
  if (stream.match(/^[a-zA-Z_]\w*(?==)/)) return 'attributeName';
  if (stream.match('=')) return 'operator';
  if (stream.match(/^[a-zA-Z](?=[-+.\d{])/)) return 'attributeName';
  if (stream.match(NUMBER)) return 'number';
  if (stream.match(/^"([^"\\]|\\.)*"?/)) return 'string';
  if (!stream.match(/^[^\s{;#=]+/)) stream.next();
  return '';
}

/** One token of a one-line value (or an indented list continuing it). */
function readValue(stream: StringStream): string {
  if (stream.eatSpace()) return '';
  // An inline comment needs whitespace before it (a pin or colour may hold '#').
  if (
    (stream.pos === 0 || /\s/.test(stream.string.charAt(stream.pos - 1))) &&
    stream.match(/^[#;]/)
  ) {
    stream.skipToEnd();
    return 'comment';
  }
  if (stream.match(/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?(?=[\s,]|$)/i)) return 'number';
  if (stream.match(BOOLEAN)) return 'bool';
  if (stream.match(PIN)) return 'atom';
  if (stream.match(/^[,:]/)) return 'punctuation';
  if (!stream.match(/^[^\s,#;]+/)) stream.next();
  return 'string';
}

function parser(dialect: 'klipper' | 'moonraker'): StreamParser<ConfigState> {
  const commentStart = dialect === 'klipper' ? /^[#;]/ : /^#/;
  return {
    name: dialect === 'klipper' ? 'klipper-config' : 'moonraker-config',
    startState: () => ({
      inValue: false,
      template: false,
      jinja: null,
      part: 'start',
      command: false,
    }),
    copyState: (state) => ({ ...state }),
    token(stream, state) {
      if (stream.sol()) {
        state.command = false;
        const indented = /^\s/.test(stream.string) && stream.string.trim() !== '';
        if (state.inValue && indented) state.part = state.template ? 'gcode' : 'value';
        else if (stream.string.trim() === '') state.part = 'start';
        else {
          state.inValue = false;
          state.template = false;
          state.jinja = null;
          state.part = 'start';
        }
      }
      if (state.part === 'gcode') return readTemplate(stream, state) || null;
      if (state.part === 'value') return readValue(stream) || null;
      if (state.part === 'header') {
        if (stream.match(']')) {
          state.part = 'value';
          return 'bracket';
        }
        if (!stream.match(/^[^\]]+/)) stream.next();
        return 'heading';
      }
      // The start of a line.
      if (stream.eatSpace()) return null;
      if (stream.match('#*#')) {
        stream.skipToEnd();
        return 'meta';
      }
      if (stream.match(commentStart)) {
        stream.skipToEnd();
        return 'comment';
      }
      if (stream.match('[')) {
        state.part = 'header';
        return 'bracket';
      }
      const key = stream.match(/^[^:=\s#;][^:=]*?(?=\s*[:=])/);
      if (key && Array.isArray(key)) {
        state.inValue = true;
        const rest = stream.string.slice(stream.pos).replace(/^\s*[:=]\s*/, '');
        state.template = isTemplateKey(key[0].trim()) || rest.trim() === '';
        return 'propertyName';
      }
      if (stream.match(/^\s*[:=]/)) {
        state.part = state.template ? 'gcode' : 'value';
        return 'operator';
      }
      stream.skipToEnd();
      return 'invalid';
    },
    languageData: { commentTokens: { line: '#' } },
  };
}

export const klipperConfigLanguage = StreamLanguage.define(parser('klipper'));
export const moonrakerConfigLanguage = StreamLanguage.define(parser('moonraker'));
