// The host's throttle flags (notify_cpu_throttled, Raspberry Pi's get_throttled bits) as Moonraker
// names them, which of them to announce and how they read in the notification menu (spec part 2 §4
// 'Notifications and announcements').
import type { AppNotification } from './notifications';

/** Bit → Moonraker's flag name. Bits 0–3 are active now, 16–19 happened since boot. */
export const THROTTLE_FLAGS: Readonly<Record<number, string>> = {
  0: 'Under-Voltage Detected',
  1: 'Frequency Capped',
  2: 'Currently Throttled',
  3: 'Temperature Limit Active',
  16: 'Previously Under-Volted',
  17: 'Previously Frequency Capped',
  18: 'Previously Throttled',
  19: 'Previously Temperature Limited',
};

export interface ThrottleNotice {
  severity: 'error' | 'info';
  flags: string[];
}

const ACTIVE_MASK = 0xf;

/** The named flags set in `bits`, lowest bit first. */
export function throttleFlags(bits: number): string[] {
  return Object.entries(THROTTLE_FLAGS)
    .filter(([bit]) => (bits & (1 << Number(bit))) !== 0)
    .map(([, name]) => name);
}

/**
 * What to announce when the bits change from `previous` (null: nothing known yet) to `bits`:
 * the active flags that were not set before as an error, the 'Previously …' flags that were not
 * set before — unless the same condition is active now — as info. Unchanged bits announce nothing.
 */
export function throttleNotices(bits: number, previous: number | null): ThrottleNotice[] {
  if (!Number.isInteger(bits) || bits < 0 || bits === previous) return [];
  const added = bits & ~(previous ?? 0);
  const active = added & ACTIVE_MASK;
  const past = (added >>> 16) & ACTIVE_MASK & ~(bits & ACTIVE_MASK);
  const notices: ThrottleNotice[] = [];
  if (active) notices.push({ severity: 'error', flags: throttleFlags(active) });
  if (past) notices.push({ severity: 'info', flags: throttleFlags(past << 16) });
  return notices;
}

/** Where the flags are explained. */
export const THROTTLE_DOCS_URL =
  'https://www.raspberrypi.com/documentation/computers/os.html#get_throttled';

/**
 * The notification-menu items of `notices`: one per flag, titled by the flag (so a flag raised again
 * replaces its earlier item), an error shown as a snackbar for an active flag, info for a
 * 'Previously …' one; `description` says what it may lead to and links the documentation.
 */
export function throttleNotifications(
  notices: readonly ThrottleNotice[],
  description: string,
  nowMs: number,
): AppNotification[] {
  return notices.flatMap(({ severity, flags }) =>
    flags.map((flag) => ({
      id: `throttle:${flag}`,
      type: severity,
      title: flag,
      description,
      timestamp: nowMs,
      merge: true,
      ...(severity === 'error' ? { snackbar: true } : {}),
    })),
  );
}
