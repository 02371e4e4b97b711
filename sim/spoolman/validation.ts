// Request checks of the virtual Spoolman, answered as Spoolman's web framework answers a bad request:
// 422 with `detail`, a list of `{type, loc, msg, input, ctx?}` naming each field that failed.

export interface Problem {
  type: string;
  loc: (string | number)[];
  msg: string;
  input: unknown;
  ctx?: Record<string, unknown>;
}

export class Invalid extends Error {
  constructor(readonly detail: Problem[]) {
    super('invalid request');
  }
}

export type FieldType = 'int' | 'float' | 'str' | 'bool' | 'extra' | 'datetime' | 'enum';

export interface FieldSpec {
  type: FieldType;
  /** Must be present (and not null). */
  required?: boolean;
  /** Present but null is refused ("Value must not be None"). */
  notNull?: boolean;
  ge?: number;
  gt?: number;
  maxLength?: number;
  minLength?: number;
  values?: readonly string[];
}

export type Spec = Record<string, FieldSpec>;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** One field's value converted as the framework's lax mode converts it, or a problem. */
function convert(spec: FieldSpec, v: unknown, loc: (string | number)[]): unknown {
  const fail = (type: string, msg: string, ctx?: Record<string, unknown>): never => {
    throw new Invalid([{ type, loc, msg, input: v, ...(ctx ? { ctx } : {}) }]);
  };
  switch (spec.type) {
    case 'int': {
      const n = typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v;
      if (typeof n === 'string')
        fail(
          'int_parsing',
          'Input should be a valid integer, unable to parse string as an integer',
        );
      if (typeof n !== 'number') fail('int_type', 'Input should be a valid integer');
      if (!Number.isInteger(n))
        fail(
          'int_from_float',
          'Input should be a valid integer, got a number with a fractional part',
        );
      return bounds(spec, n as number, fail);
    }
    case 'float': {
      const n =
        typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v;
      if (typeof n === 'string')
        fail('float_parsing', 'Input should be a valid number, unable to parse string as a number');
      if (typeof n !== 'number') fail('float_type', 'Input should be a valid number');
      return bounds(spec, n as number, fail);
    }
    case 'str':
    case 'enum':
    case 'datetime': {
      if (typeof v !== 'string') fail('string_type', 'Input should be a valid string');
      const s = v as string;
      if (spec.type === 'enum' && !spec.values?.includes(s)) {
        const names = (spec.values ?? []).map((x) => `'${x}'`);
        const list = `${names.slice(0, -1).join(', ')} or ${names.at(-1) ?? ''}`;
        fail('enum', `Input should be ${list}`, { expected: list });
      }
      if (spec.type === 'datetime' && Number.isNaN(Date.parse(s)))
        fail('datetime_from_date_parsing', 'Input should be a valid datetime or date');
      if (spec.maxLength !== undefined && [...s].length > spec.maxLength)
        fail('string_too_long', `String should have at most ${spec.maxLength} characters`, {
          max_length: spec.maxLength,
        });
      if (spec.minLength !== undefined && [...s].length < spec.minLength)
        fail('string_too_short', `String should have at least ${spec.minLength} characters`, {
          min_length: spec.minLength,
        });
      return spec.type === 'datetime' ? new Date(Date.parse(s)).getTime() : s;
    }
    case 'bool': {
      if (typeof v === 'boolean') return v;
      if (v === 0 || v === 1) return v === 1;
      const words: Record<string, boolean> = { true: true, false: false, '1': true, '0': false };
      if (typeof v === 'string' && v.toLowerCase() in words) return words[v.toLowerCase()];
      return fail('bool_parsing', 'Input should be a valid boolean, unable to interpret input');
    }
    case 'extra': {
      if (!isObject(v)) return fail('dict_type', 'Input should be a valid dictionary');
      const problems: Problem[] = [];
      for (const [k, x] of Object.entries(v))
        if (x !== null && typeof x !== 'string')
          problems.push({
            type: 'string_type',
            loc: [...loc, k],
            msg: 'Input should be a valid string',
            input: x,
          });
      if (problems.length > 0) throw new Invalid(problems);
      return v;
    }
  }
}

function bounds(
  spec: FieldSpec,
  n: number,
  fail: (type: string, msg: string, ctx?: Record<string, unknown>) => never,
): number {
  if (spec.ge !== undefined && !(n >= spec.ge))
    fail('greater_than_equal', `Input should be greater than or equal to ${spec.ge}`, {
      ge: spec.ge,
    });
  if (spec.gt !== undefined && !(n > spec.gt))
    fail('greater_than', `Input should be greater than ${spec.gt}`, { gt: spec.gt });
  return n;
}

/**
 * A JSON body checked against a spec: the known fields converted (unknown ones ignored, as Spoolman
 * ignores them), every problem collected into one Invalid.
 */
export function checkBody(body: unknown, spec: Spec): Record<string, unknown> {
  if (body === undefined)
    throw new Invalid([{ type: 'missing', loc: ['body'], msg: 'Field required', input: null }]);
  if (!isObject(body))
    throw new Invalid([
      {
        type: 'model_attributes_type',
        loc: ['body'],
        msg: 'Input should be a valid dictionary or object to extract fields from',
        input: body,
      },
    ]);
  const out: Record<string, unknown> = {};
  const problems: Problem[] = [];
  for (const [key, field] of Object.entries(spec)) {
    const loc = ['body', key];
    if (!(key in body) || (body[key] === null && field.required)) {
      if (field.required && !(key in body))
        problems.push({ type: 'missing', loc, msg: 'Field required', input: body });
      else if (field.required) problems.push(noneProblem(field, loc));
      continue;
    }
    const v = body[key];
    if (v === null) {
      // A boolean takes no null at all; another field refusing one says so in its own check.
      if (field.notNull && field.type === 'bool')
        problems.push({
          type: 'bool_type',
          loc,
          msg: 'Input should be a valid boolean',
          input: null,
        });
      else if (field.notNull)
        problems.push({
          type: 'value_error',
          loc,
          msg: 'Value error, Value must not be None.',
          input: null,
          ctx: { error: {} },
        });
      else out[key] = null;
      continue;
    }
    try {
      out[key] = convert(field, v, loc);
    } catch (e) {
      if (e instanceof Invalid) problems.push(...e.detail);
      else throw e;
    }
  }
  if (problems.length > 0) throw new Invalid(problems);
  return out;
}

function noneProblem(field: FieldSpec, loc: (string | number)[]): Problem {
  const [type, msg] =
    field.type === 'int'
      ? ['int_type', 'Input should be a valid integer']
      : field.type === 'float'
        ? ['float_type', 'Input should be a valid number']
        : ['string_type', 'Input should be a valid string'];
  return { type, loc, msg, input: null };
}

/** A query or path parameter: absent → undefined, else converted or a 422 problem. */
export function checkParam(
  where: 'query' | 'path',
  name: string,
  value: string | undefined,
  spec: FieldSpec & { pattern?: RegExp },
): unknown {
  if (value === undefined) return undefined;
  const loc = [where, name];
  if (spec.pattern && !spec.pattern.test(value)) {
    const pattern = spec.pattern.source;
    throw new Invalid([
      {
        type: 'string_pattern_mismatch',
        loc,
        msg: `String should match pattern '${pattern}'`,
        input: value,
        ctx: { pattern },
      },
    ]);
  }
  return convert(spec, value, loc);
}
