// Which configuration dialect a file is written in, from its name.

export type ConfigDialect = 'klipper' | 'moonraker' | 'plain';

function baseName(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? path : path.slice(slash + 1);
}

/** `*.cfg` → Klipper; `moonraker.conf` and `moonraker*.conf` → Moonraker; others plain. */
export function configDialect(path: string): ConfigDialect {
  const name = baseName(path).toLowerCase();
  if (name.endsWith('.cfg')) return 'klipper';
  if (name.startsWith('moonraker') && name.endsWith('.conf')) return 'moonraker';
  return 'plain';
}

export { baseName };
