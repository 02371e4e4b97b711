// When a farm tile reloads its camera snapshot, and the address it loads. Pure.
import { CACHE_BUST_PARAM, withQuery } from '../../../lib/camera-url';

/** How often a visible tile reloads its snapshot (ms). */
export const SNAPSHOT_INTERVAL_MS = 1000;

/**
 * A snapshot is due when the tile is visible and none was taken yet, or `intervalMs` has passed
 * since the last one — or the clock went back (a last time in the future would hold the picture
 * that long). A hidden tile never loads one. An interval that is no finite number ≥ 0 is the default.
 */
export function snapshotDue(
  lastMs: number | null,
  nowMs: number,
  visible: boolean,
  intervalMs = SNAPSHOT_INTERVAL_MS,
): boolean {
  if (!visible) return false;
  if (lastMs === null || !Number.isFinite(lastMs)) return true;
  const interval =
    Number.isFinite(intervalMs) && intervalMs >= 0 ? intervalMs : SNAPSHOT_INTERVAL_MS;
  const elapsed = nowMs - lastMs;
  return elapsed < 0 || elapsed >= interval;
}

/**
 * The snapshot's address for this load: `base` with the camera views' cache-bust parameter
 * (`nocache`, as camera-url.ts uses it) set to `nowMs` — replaced when present, the other query
 * parameters kept. Null unless `base` is an absolute http(s) address.
 */
export function snapshotUrl(base: string, nowMs: number): string | null {
  let url: URL;
  try {
    url = new URL(base.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const stamp = Number.isFinite(nowMs) ? Math.trunc(nowMs) : 0;
  return withQuery(url.href, { [CACHE_BUST_PARAM]: String(stamp) });
}
