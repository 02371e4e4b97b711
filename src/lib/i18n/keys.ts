// Typed translation keys: the dotted paths to every message of a messages shape. A plural message
// (`files_one`, `files_other`) is also named without its suffix, as it is asked for with a count.

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** `key_one` → `key` (distributes over the suffixes). */
type WithoutSuffix<K extends string, S extends string = PluralSuffix> = S extends unknown
  ? K extends `${infer Base}_${S}`
    ? Base
    : never
  : never;

/** Every dotted path to a message of `T`, plural messages also without their suffix. */
export type KeyPaths<T> = {
  [K in keyof T & string]: T[K] extends string
    ? K | WithoutSuffix<K>
    : T[K] extends object
      ? `${K}.${KeyPaths<T[K]>}`
      : never;
}[keyof T & string];
