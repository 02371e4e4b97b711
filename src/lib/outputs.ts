// Fans and outputs card rules (spec part 1 §2, §3 Fan / Output pin / LED, §5 fan speed, §7 G-code).
import { objectLabel, objectType } from './status';
import { gcodeNumber } from './toolhead';

export const FAN_TYPES = [
  'fan',
  'fan_generic',
  'temperature_fan',
  'controller_fan',
  'heater_fan',
] as const;
export type FanType = (typeof FAN_TYPES)[number];

export const LED_TYPES = ['led', 'neopixel', 'dotstar'] as const;

export interface OutputObjects {
  fans: string[];
  pins: string[];
  leds: string[];
}

const FAN_ORDER = new Map<string, number>(FAN_TYPES.map((type, i) => [type, i]));

/** The card's objects from printer.objects.list: fans (part fan first), output pins, LEDs. */
export function outputObjects(names: readonly string[]): OutputObjects {
  const byName = (a: string, b: string) => a.localeCompare(b);
  const fans = names
    .filter((name) => FAN_ORDER.has(objectType(name)))
    .sort(
      (a, b) =>
        (FAN_ORDER.get(objectType(a)) ?? 0) - (FAN_ORDER.get(objectType(b)) ?? 0) || byName(a, b),
    );
  const pins = names.filter((name) => objectType(name) === 'output_pin').sort(byName);
  const leds = names
    .filter((name) => (LED_TYPES as readonly string[]).includes(objectType(name)))
    .sort(byName);
  return { fans, pins, leds };
}

/** The part fan ([fan]) and generic fans are set by the user; the others follow Klipper's rules. */
export function isControllableFan(name: string): boolean {
  const type = objectType(name);
  return type === 'fan' || type === 'fan_generic';
}

/** A readable name: "Part fan" for [fan], else the section's name ("hotend_fan" → "Hotend fan"). */
export function outputLabel(name: string): string {
  if (name === 'fan') return 'Part fan';
  const label = objectLabel(name).replace(/_/g, ' ').trim();
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** Fan speed 0..1 as a whole percentage. */
export function fanPercent(speed: number | undefined): number | undefined {
  return speed === undefined ? undefined : Math.round(speed * 100);
}

/**
 * §5: a fan speed is at least off_below (a fraction in the config, shown as a percentage), or 0.
 * Returns the form error, or null when the percentage is acceptable.
 */
export function checkFanPercent(
  percent: number,
  offBelow: number | undefined,
): { error: 'minOrZero'; params: { min: number } } | null {
  const min = Math.round((offBelow ?? 0) * 100);
  if (percent !== 0 && percent < min) return { error: 'minOrZero', params: { min } };
  return null;
}

/** M106 S0–255 (percent × 2.55) for the part fan; SET_FAN_SPEED FAN= SPEED=0–1 for a generic fan. */
export function fanSpeedGcode(name: string, percent: number): string {
  const clamped = Math.min(100, Math.max(0, percent));
  if (objectType(name) === 'fan') return `M106 S${Math.round((clamped * 255) / 100)}`;
  return `SET_FAN_SPEED FAN=${objectLabel(name)} SPEED=${gcodeNumber(clamped / 100, 4)}`;
}

/** The value SET_PIN takes is 0..scale; output_pin.value is reported as 0..1. */
export function pinDisplayValue(value: number | undefined, scale: number): number | undefined {
  return value === undefined ? undefined : value * scale;
}

export function setPinGcode(name: string, value: number): string {
  return `SET_PIN PIN=${objectLabel(name)} VALUE=${gcodeNumber(value, 4)}`;
}

export interface LedColor {
  red: number;
  green: number;
  blue: number;
  white: number;
}

/** The first LED's colour of a chain's color_data (each channel 0..1). */
export function ledColor(colorData: number[][] | undefined): LedColor {
  const [red = 0, green = 0, blue = 0, white = 0] = colorData?.[0] ?? [];
  return { red, green, blue, white };
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** SET_LED for a whole chain, channels 0..1 with 3 decimals, all changes sent at once. */
export function setLedGcode(name: string, color: LedColor): string {
  const ch = (value: number) => gcodeNumber(clamp01(value), 3);
  return (
    `SET_LED LED=${objectLabel(name)} RED=${ch(color.red)} GREEN=${ch(color.green)} ` +
    `BLUE=${ch(color.blue)} WHITE=${ch(color.white)} SYNC=0 TRANSMIT=1`
  );
}

/** '#rrggbb' from the red, green and blue channels (white is not part of it). */
export function colorToHex(color: LedColor): string {
  const byte = (value: number) =>
    Math.round(clamp01(value) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${byte(color.red)}${byte(color.green)}${byte(color.blue)}`;
}

/** The red, green and blue of '#rrggbb' or '#rgb' (white kept); null for anything else. */
export function hexToColor(hex: string, white = 0): LedColor | null {
  let text = hex.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(text)) text = text.replace(/./g, (c) => c + c);
  if (!/^[0-9a-f]{6}$/i.test(text)) return null;
  const channel = (i: number) =>
    Math.round((parseInt(text.slice(i, i + 2), 16) / 255) * 1000) / 1000;
  return { red: channel(0), green: channel(2), blue: channel(4), white };
}

/**
 * Whether a LED has a white channel: a neopixel whose color_order has W, a [led] with a white_pin;
 * dotstars have none.
 */
export function ledHasWhite(name: string, settings: Record<string, unknown> | undefined): boolean {
  const type = objectType(name);
  if (type === 'dotstar') return false;
  if (type === 'led') return typeof settings?.white_pin === 'string';
  const order = settings?.color_order;
  const orders = Array.isArray(order) ? order : [order];
  return orders.some((o) => typeof o === 'string' && o.toUpperCase().includes('W'));
}
