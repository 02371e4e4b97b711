// When a file can be previewed and when it asks first (spec part 1 §2 'G-code preview card', §9).

/** Large G-code confirm at 100 MB (sizes are shown in steps of 1024, so 100 MiB). */
export const LARGE_GCODE_BYTES = 100 * 1024 * 1024;

/** G-code text the parser reads; .ufp (a zip package) is a G-code extension but not text. */
const PREVIEWABLE = ['.gcode', '.g', '.gc', '.gco', '.nc'];

export function canPreview(name: string): boolean {
  const lower = name.toLowerCase();
  const base = lower.slice(lower.lastIndexOf('/') + 1);
  if (base.startsWith('.')) return false;
  return PREVIEWABLE.some((ext) => base.endsWith(ext) && base.length > ext.length);
}

/** Does previewing a file of this size ask for confirmation first? */
export function isLargeGcode(size: number | null | undefined): boolean {
  return typeof size === 'number' && size >= LARGE_GCODE_BYTES;
}
