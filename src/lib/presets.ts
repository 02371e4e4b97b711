// Temperature presets (spec part 1 §2 Temperature presets, §3 Temperature preset, §5): what the
// database holds, the G-code a preset sends, and when cooldown asks first.

export interface PresetValue {
  type: 'heater' | 'fan';
  active: boolean;
  value: number;
}

export interface Preset {
  id: string;
  name: string;
  /** Keyed by the Klipper object name (extruder, heater_bed, temperature_fan chamber). */
  values: Record<string, PresetValue>;
  gcode: string;
}

/** The presets the database holds ('printdeck' / 'presets': a list, or an object keyed by id). */
export function parsePresets(stored: unknown): Preset[] {
  const list: unknown[] = Array.isArray(stored)
    ? stored
    : stored && typeof stored === 'object'
      ? Object.entries(stored as Record<string, unknown>).map(([id, p]) =>
          p && typeof p === 'object' ? { id, ...(p as object) } : p,
        )
      : [];
  return list.flatMap((item, index): Preset[] => {
    if (!item || typeof item !== 'object') return [];
    const p = item as Record<string, unknown>;
    if (typeof p.name !== 'string') return [];
    const values: Record<string, PresetValue> = {};
    if (p.values && typeof p.values === 'object') {
      for (const [name, raw] of Object.entries(p.values as Record<string, unknown>)) {
        if (!raw || typeof raw !== 'object') continue;
        const v = raw as Record<string, unknown>;
        const value = typeof v.value === 'number' ? v.value : Number(v.value);
        if (!Number.isFinite(value)) continue;
        values[name] = {
          type: v.type === 'fan' ? 'fan' : 'heater',
          active: v.active !== false,
          value,
        };
      }
    }
    return [
      {
        id: typeof p.id === 'string' ? p.id : String(index),
        name: p.name,
        values,
        gcode: typeof p.gcode === 'string' ? p.gcode : '',
      },
    ];
  });
}

/** The name Klipper's commands take: the object name's last word (`heater_generic chamber` → chamber). */
function commandName(object: string): string {
  const parts = object.trim().split(/\s+/);
  return parts[parts.length - 1] ?? object;
}

/**
 * The G-code applying a preset: a target for every active value the printer has (a heater's only
 * when above 0, spec §5), then the preset's own G-code. `available` is the printer's heaters and
 * temperature fans (heaters.available_heaters + temperature_fan objects); values for others are
 * skipped.
 */
export function presetScript(preset: Preset, available: readonly string[]): string[] {
  const known = new Set(available);
  const lines: string[] = [];
  for (const [object, v] of Object.entries(preset.values)) {
    if (!v.active || !known.has(object)) continue;
    if (v.type === 'heater') {
      if (v.value > 0)
        lines.push(`SET_HEATER_TEMPERATURE HEATER=${commandName(object)} TARGET=${v.value}`);
    } else {
      lines.push(
        `SET_TEMPERATURE_FAN_TARGET TEMPERATURE_FAN=${commandName(object)} TARGET=${v.value}`,
      );
    }
  }
  const own = preset.gcode.trim();
  if (own !== '')
    lines.push(
      ...own
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l !== ''),
    );
  return lines;
}

export const COOLDOWN_SCRIPT = 'TURN_OFF_HEATERS';

/**
 * Cooldown asks first while the printer works (spec §5: printing, paused, or idle_timeout Printing):
 * 'The printer is currently busy. Turning off the heaters may result in a failed print.'
 */
export function cooldownNeedsConfirm(
  printState: string | undefined,
  idleState: string | undefined,
): boolean {
  return printState === 'printing' || printState === 'paused' || idleState === 'Printing';
}
