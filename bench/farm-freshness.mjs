// How old a farm tile's readings are, judged against the printer's own history (farm-observer.mjs).
//
// A reading shown at time T (the page's clock, read in the page) is compared with the values the
// printer sent, each dated when the printer produced it. The display is *consistent* with a value
// when it is that value as the tile writes it (temperature to 0.1 °C and target to 1 °C, progress
// in whole percents). Its staleness is how long the display has been wrong:
//   - 0 when it is consistent with the printer's latest value at T (or with one produced up to
//     100 ms later: the dating of the printer's values can be that much late);
//   - otherwise T − t(next), where the latest value it is consistent with was followed by `next`,
//     the first value the display no longer matched: since that moment the tile has shown the past;
//   - null when it matches no value the printer ever sent (a wrong display, not a late one).
// A value that does not change is never stale; a reading is counted as *moving* when the printer
// sent, in the 3 s before T, a value the display is not consistent with, which shows how much of
// the sample could have revealed a delay.

/**
 * What the tiles show, read in the page (passed to page.evaluate): every tile named in `names`, or
 * with null every farm tile (a section named by a printer holding the 'Select <name>' checkbox).
 */
export function readTiles(names) {
  const wanted = names ? new Set(names) : null;
  const clean = (text) => (text ?? '').replace(/[\u2066-\u2069\u200e\u200f]/g, '').trim();
  const isTile = (section, name) =>
    [...section.querySelectorAll('input[type="checkbox"]')].some(
      (box) => box.getAttribute('aria-label') === `Select ${name}`,
    );
  const tiles = [];
  for (const section of document.querySelectorAll('section[aria-label]')) {
    const name = section.getAttribute('aria-label');
    if (wanted ? !wanted.has(name) : !isTile(section, name)) continue;
    const box = section.getBoundingClientRect();
    const visible =
      box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    const bar = section.querySelector('[role="progressbar"][aria-label="Progress"]');
    const temperatures = {};
    for (const p of section.querySelectorAll('p')) {
      const label = clean(p.textContent);
      if ((label === 'Extruder' || label === 'Bed' || label === 'Chamber') && p.nextElementSibling)
        temperatures[label] = clean(p.nextElementSibling.textContent);
    }
    tiles.push({
      name,
      visible,
      progress: bar ? Number(bar.getAttribute('aria-valuenow')) : null,
      temperatures,
    });
  }
  return { t: Date.now(), tiles };
}

/** "163.8 / 215 °C" or "22.0 °C" as numbers (target 0 when the tile shows none); null if unreadable. */
export function parseTemperature(text) {
  const m = /^(-?\d+(?:\.\d+)?)(?:\s*\/\s*(-?\d+(?:\.\d+)?))?\s*°C$/.exec(text);
  return m ? { value: Number(m[1]), target: m[2] === undefined ? 0 : Number(m[2]) } : null;
}

const EPS = 1e-6;
/** How far ahead of the bench's dating the page may be (one value produced just after T). */
const AHEAD_MS = 100;

/** Whether a displayed progress (percent, as the bar's aria-valuenow) shows the printer's `status`. */
export function progressMatches(percent, status) {
  const p = status.virtual_sdcard?.progress;
  if (typeof p !== 'number') return false;
  return percent === Math.round(Math.min(100, p * 100));
}

/** Whether a displayed temperature ({ value, target }) shows the heater `object` of `status`. */
export function temperatureMatches(shown, status, object) {
  const heater = status[object];
  if (!heater || typeof heater.temperature !== 'number') return false;
  if (Math.abs(shown.value - heater.temperature) > 0.05 + EPS) return false;
  const target = typeof heater.target === 'number' ? heater.target : 0;
  return target > 0 ? Math.abs(shown.target - target) <= 0.5 + EPS : shown.target === 0;
}

/**
 * Staleness in ms of a display read at `t` against `history` ([{ t, status }] in time order),
 * `matches(status)` telling whether the display shows that value; null when it never did.
 */
export function staleness(history, t, matches) {
  let last = -1;
  while (last + 1 < history.length && history[last + 1].t <= t) last += 1;
  for (let i = Math.max(0, last); i < history.length && history[i].t <= t + AHEAD_MS; i++)
    if (matches(history[i].status)) return 0;
  for (let i = last - 1; i >= 0; i--)
    if (matches(history[i].status)) return Math.max(0, t - history[i + 1].t);
  return null;
}

/** Whether the printer sent, within `windowMs` before `t`, a value the display did not show. */
export function moving(history, t, matches, windowMs = 3000) {
  return history.some((h) => h.t > t - windowMs && h.t <= t && !matches(h.status));
}

const TEMPERATURE_OBJECT = { Extruder: 'extruder', Bed: 'heater_bed' };

/**
 * Every reading of one sample judged: [{ tile, kind, visible, shown, staleness, moving }].
 * `printerOf(name)` gives the tile's feed (farm-observer.mjs) or undefined.
 */
export function judgeSample(sample, printerOf) {
  const out = [];
  for (const tile of sample.tiles) {
    const feed = printerOf(tile.name);
    if (!feed) continue;
    const history = feed.history();
    const judge = (kind, shown, matches) =>
      out.push({
        tile: tile.name,
        t: sample.t,
        kind,
        visible: tile.visible,
        shown,
        staleness: staleness(history, sample.t, matches),
        moving: moving(history, sample.t, matches),
      });
    if (tile.progress !== null)
      judge('progress', `${tile.progress} %`, (s) => progressMatches(tile.progress, s));
    for (const [label, text] of Object.entries(tile.temperatures)) {
      const object = label === 'Chamber' ? feed.chamber : TEMPERATURE_OBJECT[label];
      const shown = parseTemperature(text);
      if (!object || !shown) {
        const unread = { tile: tile.name, t: sample.t, kind: label, visible: tile.visible };
        out.push({ ...unread, shown: text, staleness: null, moving: false });
        continue;
      }
      judge(label, text, (s) => temperatureMatches(shown, s, object));
    }
  }
  return out;
}

function quantile(sorted, q) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** Figures over judged readings: count, moving, never matched, median, p95 and max staleness. */
export function summarize(readings) {
  const known = readings.filter((r) => r.staleness !== null).map((r) => r.staleness);
  known.sort((a, b) => a - b);
  return {
    count: readings.length,
    moving: readings.filter((r) => r.moving).length,
    unmatched: readings.filter((r) => r.staleness === null),
    median: Math.round(quantile(known, 0.5)),
    p95: Math.round(quantile(known, 0.95)),
    max: Math.round(known.at(-1) ?? 0),
  };
}
