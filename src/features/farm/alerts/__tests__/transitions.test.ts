import { describe, expect, it } from 'vitest';
import { TILE_STATES, type TileState } from '../../rules/tile-state';
import { alertFor, type AlertKind } from '../transitions';

/** The only changes of state that raise an alert. */
const ALERTS: readonly [TileState, TileState, AlertKind][] = [
  ['printing', 'complete', 'finished'],
  ['printing', 'paused', 'paused'],
  ['printing', 'error', 'error'],
  ['paused', 'error', 'error'],
  ['printing', 'shutdown', 'shutdown'],
  ['paused', 'shutdown', 'shutdown'],
  ['printing', 'disconnected', 'disconnected'],
  ['paused', 'disconnected', 'disconnected'],
];

const raised: readonly string[] = ALERTS.map(([from, to]) => `${from}→${to}`);

describe('alertFor', () => {
  it.each(ALERTS)('%s → %s raises %s', (from, to, kind) => {
    expect(alertFor(from, to)).toBe(kind);
  });

  // Every other pair of states raises nothing: a cancel, a resume, a print starting, a change out
  // of 'disconnected', an idle printer shutting down, a login asked for, the same state again…
  const quiet = TILE_STATES.flatMap((from) =>
    TILE_STATES.filter((to) => !raised.includes(`${from}→${to}`)).map((to) => [from, to] as const),
  );
  it.each(quiet)('%s → %s raises nothing', (from, to) => {
    expect(alertFor(from, to)).toBeNull();
  });

  it('the table covers every pair of states', () => {
    expect(quiet.length + ALERTS.length).toBe(TILE_STATES.length ** 2);
  });

  it.each(TILE_STATES)('nothing on the first reading (%s) after the page opened', (state) => {
    expect(alertFor(null, state)).toBeNull();
  });

  it.each([
    ['disconnected', 'complete'],
    ['disconnected', 'error'],
    ['disconnected', 'shutdown'],
    ['disconnected', 'paused'],
    ['printing', 'printing'],
    ['paused', 'paused'],
    ['complete', 'complete'],
    ['printing', 'cancelled'],
    ['paused', 'cancelled'],
    ['paused', 'printing'],
    ['ready', 'shutdown'],
    ['ready', 'error'],
    ['printing', 'login'],
  ] as const)('in particular %s → %s raises nothing', (from, to) => {
    expect(alertFor(from, to)).toBeNull();
  });
});
