// A small Jinja-like renderer for gcode_macro templates: `{expr}` with filters, `{% set %}`,
// `{% if/elif/else/endif %}`; expressions with comparisons, and/or/not, arithmetic, attribute reads.

import {
  attr,
  contains,
  FILTERS,
  pyStr,
  TemplateError,
  toNumber,
  truthy,
  UNDEFINED,
  KwArgs,
  type Scope,
} from './template_values';

export { KwArgs, LazyObject, TemplateError, type Scope } from './template_values';

type Tok = { t: 'num' | 'str' | 'id' | 'op'; v: string };

function tokenize(src: string): Tok[] {
  const out: Tok[] = [];
  const re =
    /\s*(?:(\d+\.\d*|\.\d+|\d+)|'([^']*)'|"([^"]*)"|([A-Za-z_][A-Za-z_0-9]*)|(==|!=|<=|>=|\/\/|\*\*|[-+*/%<>()[\]{},.|:~=]))/y;
  let i = 0;
  while (i < src.length) {
    if (/^\s*$/.test(src.slice(i))) break;
    re.lastIndex = i;
    const m = re.exec(src);
    if (!m) throw new TemplateError(`unexpected char '${src[i] ?? ''}' in '${src}'`);
    i = re.lastIndex;
    if (m[1] !== undefined) out.push({ t: 'num', v: m[1] });
    else if (m[2] !== undefined || m[3] !== undefined)
      out.push({ t: 'str', v: m[2] ?? m[3] ?? '' });
    else if (m[4] !== undefined) out.push({ t: 'id', v: m[4] });
    else out.push({ t: 'op', v: m[5] ?? '' });
  }
  return out;
}

/** Recursive-descent evaluator of one expression over a scope. */
class Expr {
  private i = 0;
  constructor(
    private readonly toks: Tok[],
    private readonly scope: Scope,
    private readonly filters: Filters,
  ) {}

  static eval(src: string, scope: Scope, filters: Filters): unknown {
    const e = new Expr(tokenize(src), scope, filters);
    const v = e.or();
    if (e.i < e.toks.length)
      throw new TemplateError(`unexpected '${e.peek()?.v ?? ''}' in '${src}'`);
    return v;
  }

  private peek(): Tok | undefined {
    return this.toks[this.i];
  }
  private isOp(v: string): boolean {
    const t = this.peek();
    return !!t && (t.t === 'op' || t.t === 'id') && t.v === v;
  }
  private take(v: string): boolean {
    if (!this.isOp(v)) return false;
    this.i++;
    return true;
  }
  private expect(v: string): void {
    if (!this.take(v)) throw new TemplateError(`expected '${v}'`);
  }

  or(): unknown {
    let v = this.and();
    while (this.take('or')) {
      const r = this.and();
      v = truthy(v) ? v : r;
    }
    return v;
  }
  private and(): unknown {
    let v = this.not();
    while (this.take('and')) {
      const r = this.not();
      v = truthy(v) ? r : v;
    }
    return v;
  }
  private not(): unknown {
    if (this.take('not')) return !truthy(this.not());
    return this.compare();
  }
  private compare(): unknown {
    let v = this.add();
    for (;;) {
      const t = this.peek();
      if (!t) return v;
      if (t.v === 'in' || (t.v === 'not' && this.toks[this.i + 1]?.v === 'in')) {
        const neg = t.v === 'not';
        this.i += neg ? 2 : 1;
        const r = contains(this.add(), v);
        v = neg ? !r : r;
        continue;
      }
      if (t.t !== 'op' || !['==', '!=', '<', '>', '<=', '>='].includes(t.v)) return v;
      this.i++;
      const r = this.add();
      const [a, b] = [v, r];
      if (t.v === '==') v = a === b;
      else if (t.v === '!=') v = a !== b;
      else {
        const x =
          typeof a === 'string' && typeof b === 'string'
            ? a.localeCompare(b)
            : toNumber(a) - toNumber(b);
        v = t.v === '<' ? x < 0 : t.v === '>' ? x > 0 : t.v === '<=' ? x <= 0 : x >= 0;
      }
    }
  }
  private add(): unknown {
    let v = this.mul();
    for (;;) {
      if (this.take('+')) {
        const r = this.mul();
        v = typeof v === 'string' && typeof r === 'string' ? v + r : toNumber(v) + toNumber(r);
      } else if (this.take('-')) v = toNumber(v) - toNumber(this.mul());
      else if (this.take('~')) v = pyStr(v) + pyStr(this.mul());
      else return v;
    }
  }
  private mul(): unknown {
    let v = this.unary();
    for (;;) {
      if (this.take('*')) v = toNumber(v) * toNumber(this.unary());
      else if (this.take('//')) v = Math.floor(toNumber(v) / toNumber(this.unary()));
      else if (this.take('/')) v = toNumber(v) / toNumber(this.unary());
      else if (this.take('%')) v = toNumber(v) % toNumber(this.unary());
      else return v;
    }
  }
  private unary(): unknown {
    if (this.take('-')) return -toNumber(this.unary());
    if (this.take('+')) return toNumber(this.unary());
    return this.filtered();
  }
  private filtered(): unknown {
    let v = this.postfix();
    while (this.take('|')) {
      const name = this.toks[this.i++]?.v ?? '';
      const fn = this.filters[name];
      if (!fn) throw new TemplateError(`no filter named '${name}'`);
      v = fn(v, this.isOp('(') ? this.args() : []);
    }
    return v;
  }
  /** Call arguments; keyword arguments (`name=value`) come last, gathered in one KwArgs. */
  private args(): unknown[] {
    this.expect('(');
    const out: unknown[] = [];
    let named: Record<string, unknown> | null = null;
    while (!this.take(')')) {
      const t = this.peek();
      const next = this.toks[this.i + 1];
      if (t?.t === 'id' && next?.t === 'op' && next.v === '=') {
        this.i += 2;
        (named ??= {})[t.v] = this.or();
      } else out.push(this.or());
      this.take(',');
    }
    if (named) out.push(new KwArgs(named));
    return out;
  }
  private postfix(): unknown {
    let v = this.primary();
    for (;;) {
      if (this.take('.')) v = attr(v, this.toks[this.i++]?.v ?? '');
      else if (this.take('[')) {
        const k = this.or();
        this.expect(']');
        v = attr(v, pyStr(k));
      } else if (this.isOp('(') && typeof v === 'function') {
        const args = this.args();
        v = (v as (...a: unknown[]) => unknown)(...args);
      } else return v;
    }
  }
  private primary(): unknown {
    const t = this.toks[this.i++];
    if (!t) throw new TemplateError('unexpected end of expression');
    if (t.t === 'num') return Number(t.v);
    if (t.t === 'str') return t.v;
    if (t.t === 'id') {
      if (t.v === 'True' || t.v === 'true') return true;
      if (t.v === 'False' || t.v === 'false') return false;
      if (t.v === 'None' || t.v === 'none') return null;
      return this.scope.has(t.v) ? this.scope.get(t.v) : UNDEFINED;
    }
    if (t.v === '(') {
      const v = this.or();
      this.expect(')');
      return v;
    }
    if (t.v === '[') {
      const out: unknown[] = [];
      while (!this.take(']')) {
        out.push(this.or());
        this.take(',');
      }
      return out;
    }
    throw new TemplateError(`unexpected '${t.v}'`);
  }
}

/** The filters a template may use: Klipper's, or another host's set (Moonraker adds `fromjson`). */
export type Filters = Record<string, (v: unknown, args: unknown[]) => unknown>;

export function evaluate(src: string, scope: Scope, filters: Filters = FILTERS): unknown {
  return Expr.eval(src, scope, filters);
}

/** Renders a template; statements on their own line leave no blank line behind. */
export function render(template: string, scope: Scope, filters: Filters = FILTERS): string {
  const parts = template.split(/(\{%-?[\s\S]*?-?%\}|\{[^{}%][^{}]*\})/);
  const out: string[] = [];
  // Each frame: is this branch emitting, has a branch been taken, was the parent emitting.
  const stack: { on: boolean; done: boolean; parent: boolean }[] = [];
  const active = (): boolean => stack.every((f) => f.on);
  for (const part of parts) {
    const stmt = /^\{%-?\s*([\s\S]*?)\s*-?%\}$/.exec(part);
    if (stmt) {
      const body = stmt[1] ?? '';
      const [kw = '', ...rest] = body.split(/\s+/);
      const arg = rest.join(' ');
      if (kw === 'if') {
        const parent = active();
        const on = parent && truthy(evaluate(arg, scope, filters));
        stack.push({ on, done: on, parent });
      } else if (kw === 'elif' || kw === 'else') {
        const f = stack[stack.length - 1];
        if (!f) throw new TemplateError(`unexpected ${kw}`);
        f.on = f.parent && !f.done && (kw === 'else' || truthy(evaluate(arg, scope, filters)));
        f.done ||= f.on;
      } else if (kw === 'endif') {
        if (!stack.pop()) throw new TemplateError('unexpected endif');
      } else if (kw === 'set') {
        const m = /^([A-Za-z_][A-Za-z_0-9]*)\s*=\s*([\s\S]+)$/.exec(arg);
        if (!m) throw new TemplateError(`bad set '${arg}'`);
        if (active()) scope.set(m[1] ?? '', evaluate(m[2] ?? '', scope, filters));
      } else throw new TemplateError(`unsupported statement '${kw}'`);
      continue;
    }
    if (!active()) continue;
    const expr = /^\{([\s\S]*)\}$/.exec(part);
    out.push(expr ? pyStr(evaluate(expr[1] ?? '', scope, filters)) : part);
  }
  if (stack.length > 0) throw new TemplateError('missing endif');
  return out
    .join('')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .join('\n');
}
