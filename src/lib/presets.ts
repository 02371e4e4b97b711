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

// ---------------------------------------------------------------------------------------------
// Editing (spec part 2 §3 'Thermal preset', §5)

/** A heater or temperature fan a preset can set. */
export interface PresetTarget {
  /** The Klipper object name (extruder, heater_bed, temperature_fan chamber). */
  name: string;
  type: PresetValue['type'];
}

function targetRank(name: string, type: PresetValue['type']): number {
  if (type === 'fan') return 3;
  if (name.startsWith('extruder')) return 0;
  return name === 'heater_bed' ? 1 : 2;
}

/** The temperature card's order: extruders, the bed, other heaters, then temperature fans. */
export function compareTargets(a: PresetTarget, b: PresetTarget): number {
  const rank = targetRank(a.name, a.type) - targetRank(b.name, b.type);
  if (rank !== 0) return rank;
  return a.name.localeCompare(b.name, 'en', { numeric: true });
}

/** The printer's heaters (heaters.available_heaters) and temperature fans (objects), in order. */
export function presetTargetsOf(
  heaters: readonly string[],
  objects: readonly string[],
): PresetTarget[] {
  const fans = objects.filter((o) => o.startsWith('temperature_fan '));
  return [
    ...heaters.map((name): PresetTarget => ({ name, type: 'heater' })),
    ...fans.map((name): PresetTarget => ({ name, type: 'fan' })),
  ].sort(compareTargets);
}

/** A preset's active values in the targets' order (the settings list shows them). */
export function activeValues(preset: Preset): (PresetTarget & { value: number })[] {
  return Object.entries(preset.values)
    .filter(([, v]) => v.active)
    .map(([name, v]) => ({ name, type: v.type, value: v.value }))
    .sort(compareTargets);
}

/** A value as the dialog edits it: the temperature is the field's text. */
export interface DraftValue {
  type: PresetValue['type'];
  active: boolean;
  value: string;
}

export interface PresetDraft {
  name: string;
  gcode: string;
  values: Record<string, DraftValue>;
}

/**
 * The dialog's starting point: the preset's values for the printer's targets (a target it lacks
 * starts inactive at 0), or a new preset with every target inactive at 0.
 */
export function presetDraft(preset: Preset | null, targets: readonly PresetTarget[]): PresetDraft {
  const values: Record<string, DraftValue> = {};
  for (const target of targets) {
    const stored = preset?.values[target.name];
    values[target.name] = {
      type: target.type,
      active: stored?.active ?? false,
      value: String(stored?.value ?? 0),
    };
  }
  return { name: preset?.name ?? '', gcode: preset?.gcode ?? '', values };
}

export type PresetValueError = 'required' | 'invalidNumber' | 'min';

export interface PresetErrors {
  name?: 'required';
  values: Record<string, PresetValueError>;
}

/** Spec §5: each temperature must be at least this (its message reads 'Min 1', as the spec says). */
export const PRESET_MIN_TEMPERATURE = 0;
export const PRESET_MIN_MESSAGE = 1;

/** Spec §5 'Thermal preset': the name is required; each temperature required, a number, >= 0. */
export function validatePreset(draft: PresetDraft): PresetErrors {
  const errors: PresetErrors = { values: {} };
  if (draft.name.trim() === '') errors.name = 'required';
  for (const [name, v] of Object.entries(draft.values)) {
    const text = v.value.trim();
    if (text === '') errors.values[name] = 'required';
    else if (!Number.isFinite(Number(text))) errors.values[name] = 'invalidNumber';
    else if (Number(text) < PRESET_MIN_TEMPERATURE) errors.values[name] = 'min';
  }
  return errors;
}

export function presetIsValid(errors: PresetErrors): boolean {
  return errors.name === undefined && Object.keys(errors.values).length === 0;
}

/**
 * The preset a valid draft saves. Values the printer no longer has are kept from the stored
 * preset (another printer's chamber, say), so editing here does not lose them.
 */
export function presetFromDraft(draft: PresetDraft, id: string, stored: Preset | null): Preset {
  const values: Record<string, PresetValue> = { ...(stored?.values ?? {}) };
  for (const [name, v] of Object.entries(draft.values)) {
    values[name] = { type: v.type, active: v.active, value: Number(v.value.trim()) };
  }
  return { id, name: draft.name.trim(), values, gcode: draft.gcode };
}
