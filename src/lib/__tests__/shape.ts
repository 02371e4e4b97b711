// Test support: a small description of a value's shape, derived from a TypeScript type, and a
// runtime check of JSON against it. `ShapeOf<T>` ties a hand-written shape to an interface: a shape
// that disagrees with the interface does not typecheck, and one that disagrees with the recorded
// JSON fails at run time, so a wrong interface fails one way or the other.

export type Shape =
  | 'number'
  | 'string'
  | 'boolean'
  | 'unknown'
  | 'string|number'
  | 'number|boolean'
  | { oneOf: readonly string[] }
  | { nullable: Shape }
  | { optional: Shape }
  | { array: Shape }
  | { record: Shape }
  | { object: { readonly [field: string]: Shape } };

type Fields<T> = { [K in keyof T]-?: ShapeOf<T[K]> };

/** The shape that describes values of type T. */
export type ShapeOf<T> = unknown extends T
  ? 'unknown'
  : undefined extends T
    ? { optional: ShapeOf<Exclude<T, undefined>> }
    : null extends T
      ? { nullable: ShapeOf<Exclude<T, null>> }
      : [T] extends [boolean]
        ? 'boolean'
        : [T] extends [number]
          ? 'number'
          : [T] extends [string]
            ? string extends T
              ? 'string'
              : { oneOf: readonly T[] }
            : [T] extends [string | number]
              ? 'string|number'
              : [T] extends [number | boolean]
                ? 'number|boolean'
                : [T] extends [readonly (infer E)[]]
                  ? { array: ShapeOf<E> }
                  : [T] extends [object]
                    ? string extends keyof T
                      ? { record: ShapeOf<T[string & keyof T]> }
                      : { object: Fields<T> }
                    : never;

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return kindOf(value) === 'object';
}

/**
 * Where `value` departs from `shape`, as 'path: expected …, got …' lines (none when it fits).
 * `partial` allows missing fields at the top level (status diffs carry only changed fields).
 */
export function shapeErrors(value: unknown, shape: Shape, path = '', partial = false): string[] {
  const got = kindOf(value);
  const fail = (expected: string): string[] => [
    `${path || '(root)'}: expected ${expected}, got ${got} ${JSON.stringify(value)}`,
  ];
  if (shape === 'unknown') return [];
  if (shape === 'number' || shape === 'string' || shape === 'boolean')
    return got === shape ? [] : fail(shape);
  if (shape === 'string|number') return got === 'string' || got === 'number' ? [] : fail(shape);
  if (shape === 'number|boolean') return got === 'number' || got === 'boolean' ? [] : fail(shape);
  if ('oneOf' in shape)
    return typeof value === 'string' && shape.oneOf.includes(value)
      ? []
      : fail(`one of ${shape.oneOf.join(', ')}`);
  if ('nullable' in shape) return value === null ? [] : shapeErrors(value, shape.nullable, path);
  if ('optional' in shape) return shapeErrors(value, shape.optional, path);
  if ('array' in shape) {
    if (!Array.isArray(value)) return fail('array');
    return value.flatMap((item, i) => shapeErrors(item, shape.array, `${path}[${i}]`));
  }
  if (!isRecord(value)) return fail('object');
  if ('record' in shape)
    return Object.entries(value).flatMap(([key, item]) =>
      shapeErrors(item, shape.record, `${path}.${key}`),
    );
  const errors: string[] = [];
  for (const [field, fieldShape] of Object.entries(shape.object)) {
    const optional = typeof fieldShape === 'object' && 'optional' in fieldShape;
    if (!(field in value)) {
      if (!optional && !partial) errors.push(`${path}.${field}: missing`);
      continue;
    }
    errors.push(...shapeErrors(value[field], fieldShape, `${path}.${field}`));
  }
  for (const field of Object.keys(value)) {
    if (!(field in shape.object)) errors.push(`${path}.${field}: not in the interface`);
  }
  return errors;
}
