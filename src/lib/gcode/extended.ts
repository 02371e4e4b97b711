// The rare lines of a G-code file the preview cares about besides moves, read as text: Klipper's
// extended commands (EXCLUDE_OBJECT_*, SET_PRINT_STATS_INFO, ACTIVATE_EXTRUDER) and the slicers'
// layer-change comments. The parser hands these over only after a cheap byte test.
import type { GcodeObject } from './types';

export type ExtendedCommand =
  | { type: 'define'; object: GcodeObject }
  | { type: 'start'; name: string }
  | { type: 'end' }
  | { type: 'layer' }
  | { type: 'totalLayers'; count: number }
  | { type: 'tool'; tool: number }
  | null;

/** Klipper's name for an object: the NAME given, in upper case. */
export function objectName(raw: string): string {
  return raw.toUpperCase();
}

/** Parameters KEY=value of an extended command; values may be quoted. */
export function extendedParams(line: string): Map<string, string> {
  const params = new Map<string, string>();
  const re = /([A-Za-z_][A-Za-z0-9_]*)=("([^"]*)"|'([^']*)'|(\[[^\s]*\])|(\S*))/g;
  for (let m = re.exec(line); m; m = re.exec(line)) {
    params.set(m[1]!.toUpperCase(), m[3] ?? m[4] ?? m[5] ?? m[6] ?? '');
  }
  return params;
}

function numbers(text: string | undefined): number[] | null {
  if (!text) return null;
  const values = text.split(',').map((s) => Number(s.trim()));
  return values.every(Number.isFinite) ? values : null;
}

function polygon(text: string | undefined): [number, number][] | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    if (!Array.isArray(value)) return undefined;
    const points: [number, number][] = [];
    for (const p of value) {
      if (Array.isArray(p) && typeof p[0] === 'number' && typeof p[1] === 'number') {
        points.push([p[0], p[1]]);
      }
    }
    return points.length > 0 ? points : undefined;
  } catch {
    return undefined;
  }
}

/** A line starting with a letter-letter command name (comment already cut off). */
export function readExtended(line: string): ExtendedCommand {
  const trimmed = line.trim();
  const space = trimmed.search(/\s/);
  const name = (space < 0 ? trimmed : trimmed.slice(0, space)).toUpperCase();
  switch (name) {
    case 'EXCLUDE_OBJECT_DEFINE': {
      const params = extendedParams(trimmed);
      const raw = params.get('NAME');
      if (!raw) return null;
      const object: GcodeObject = { name: objectName(raw) };
      const center = numbers(params.get('CENTER'));
      if (center && center.length >= 2) object.center = [center[0]!, center[1]!];
      const outline = polygon(params.get('POLYGON'));
      if (outline) object.polygon = outline;
      return { type: 'define', object };
    }
    case 'EXCLUDE_OBJECT_START': {
      const raw = extendedParams(trimmed).get('NAME');
      return raw ? { type: 'start', name: objectName(raw) } : null;
    }
    case 'EXCLUDE_OBJECT_END':
      return { type: 'end' };
    case 'SET_PRINT_STATS_INFO': {
      const params = extendedParams(trimmed);
      const total = Number(params.get('TOTAL_LAYER'));
      if (params.has('TOTAL_LAYER') && Number.isInteger(total) && total >= 0) {
        return { type: 'totalLayers', count: total };
      }
      return params.has('CURRENT_LAYER') ? { type: 'layer' } : null;
    }
    case 'ACTIVATE_EXTRUDER': {
      const extruder = extendedParams(trimmed).get('EXTRUDER')?.toLowerCase();
      const m = extruder ? /^extruder(\d*)$/.exec(extruder) : null;
      return m ? { type: 'tool', tool: m[1] ? Number(m[1]) : 0 } : null;
    }
    default:
      return null;
  }
}

/**
 * Is this comment (text after ';') a slicer's layer change? PrusaSlicer, SuperSlicer and OrcaSlicer
 * write 'LAYER_CHANGE', Bambu Studio 'CHANGE_LAYER', Cura and ideaMaker 'LAYER:<n>', Simplify3D
 * 'layer <n>, Z = <z>'.
 */
export function isLayerComment(comment: string): boolean {
  const c = comment.trim();
  return (
    c === 'LAYER_CHANGE' ||
    c === 'CHANGE_LAYER' ||
    /^LAYER:\s*-?\d+/.test(c) ||
    /^layer \d+, Z = /i.test(c)
  );
}
