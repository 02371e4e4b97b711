// Whether the active spool suits a file about to be printed: enough filament left for what the
// slicer says the file needs (filament_weight_total, g), and the material the file was sliced for
// (filament_type; a multi-material file lists its types separated by ';'). Pure; table-tested.
import type { SpoolmanSpool } from '../../../../protocol/spoolman';

/** What Printdeck reads of a file's metadata for the check. */
export interface FileFilament {
  filament_weight_total?: number;
  filament_type?: string;
}

export type SpoolProblem =
  | { kind: 'short'; needGrams: number; leftGrams: number }
  | { kind: 'material'; fileMaterials: string[]; spoolMaterial: string };

/** The materials a file names, each once, without blanks ('PLA;PLA;PETG' → PLA, PETG). */
export function fileMaterials(type: string | undefined): string[] {
  if (!type) return [];
  const seen = new Set<string>();
  for (const part of type.split(/[;,]/)) {
    const name = part.trim();
    if (name) seen.add(name);
  }
  return [...seen];
}

/** Material names compare without case or spaces ('pla+' = 'PLA +'). */
const sameMaterial = (a: string, b: string) =>
  a.replace(/\s+/g, '').toUpperCase() === b.replace(/\s+/g, '').toUpperCase();

/**
 * The problems of printing `file` from `spool`; none when either says too little to tell (no
 * weight in the file or on the spool, no material on either side).
 */
export function checkSpool(spool: SpoolmanSpool, file: FileFilament): SpoolProblem[] {
  const problems: SpoolProblem[] = [];
  const need = file.filament_weight_total;
  const left = spool.remaining_weight;
  if (
    need !== undefined &&
    Number.isFinite(need) &&
    need > 0 &&
    left !== undefined &&
    Number.isFinite(left) &&
    left < need
  )
    problems.push({ kind: 'short', needGrams: need, leftGrams: Math.max(0, left) });
  const materials = fileMaterials(file.filament_type);
  const spoolMaterial = spool.filament.material?.trim();
  if (
    spoolMaterial &&
    materials.length > 0 &&
    !materials.some((m) => sameMaterial(m, spoolMaterial))
  )
    problems.push({ kind: 'material', fileMaterials: materials, spoolMaterial });
  return problems;
}
