import { describe, expect, it } from 'vitest';
import {
  hasJob,
  needsAttention,
  tileRemaining,
  tileState,
  TILE_STATES,
  type TileInput,
  type TileState,
} from '../tile-state';
import type { PrintTimes, TimeLeftMethod } from '../../../../lib/time-left';

const open = (over: Partial<TileInput> = {}): TileInput => ({
  socket: 'open',
  needsLogin: false,
  klippyState: 'ready',
  printState: 'standby',
  idleState: 'Idle',
  ...over,
});

describe('tileState', () => {
  const cases: [string, TileInput, TileState][] = [
    // A login beats everything, even a closed socket or a shut down Klipper.
    ['login wanted', open({ needsLogin: true }), 'login'],
    ['login wanted, socket closed', open({ needsLogin: true, socket: 'closed' }), 'login'],
    ['login wanted, printing', open({ needsLogin: true, printState: 'printing' }), 'login'],
    // The socket.
    ['socket closed', open({ socket: 'closed' }), 'disconnected'],
    ['socket closed, never open', open({ socket: 'closed', everOpen: false }), 'disconnected'],
    ['socket idle (not started)', open({ socket: 'idle' }), 'starting'],
    ['first connect', open({ socket: 'connecting' }), 'starting'],
    ['first connect, said so', open({ socket: 'connecting', everOpen: false }), 'starting'],
    ['reconnecting after a loss', open({ socket: 'connecting', everOpen: true }), 'disconnected'],
    ['closed while printing', open({ socket: 'closed', printState: 'printing' }), 'disconnected'],
    // Klipper.
    ['klippy not known yet', open({ klippyState: null }), 'starting'],
    ['klippy startup', open({ klippyState: 'startup' }), 'starting'],
    ['klippy shutdown', open({ klippyState: 'shutdown', printState: 'printing' }), 'shutdown'],
    ['klippy error', open({ klippyState: 'error' }), 'error'],
    ['klippy disconnected', open({ klippyState: 'disconnected' }), 'disconnected'],
    ['klippy state unknown word', open({ klippyState: 'Ready' }), 'starting'],
    ['klippy state empty', open({ klippyState: '' }), 'starting'],
    // Klipper ready: the print, as the status card shows it.
    ['standby + Idle', open(), 'ready'],
    ['standby + Ready', open({ idleState: 'Ready' }), 'ready'],
    ['printing', open({ printState: 'printing', idleState: 'Printing' }), 'printing'],
    ['paused', open({ printState: 'paused', idleState: 'Ready' }), 'paused'],
    ['paused while busy', open({ printState: 'paused', idleState: 'Printing' }), 'paused'],
    ['complete', open({ printState: 'complete', idleState: 'Ready' }), 'complete'],
    ['cancelled', open({ printState: 'cancelled', idleState: 'Idle' }), 'cancelled'],
    ['print error', open({ printState: 'error', idleState: 'Ready' }), 'error'],
    ['busy without a print', open({ printState: 'standby', idleState: 'Printing' }), 'busy'],
    [
      'busy after a complete print',
      open({ printState: 'complete', idleState: 'Printing' }),
      'busy',
    ],
    // idle_timeout not known: print_stats alone.
    ['printing, idle unknown', open({ printState: 'printing', idleState: undefined }), 'printing'],
    ['standby, idle unknown', open({ printState: 'standby', idleState: undefined }), 'ready'],
    ['paused, idle unknown', open({ printState: 'paused', idleState: undefined }), 'paused'],
    ['complete, idle bogus', open({ printState: 'complete', idleState: 'Bogus' }), 'complete'],
    // Nothing usable known.
    ['print unknown', open({ printState: undefined, idleState: undefined }), 'starting'],
    [
      'print unknown, idle Printing',
      open({ printState: undefined, idleState: 'Printing' }),
      'starting',
    ],
    ['both unknown words', open({ printState: 'bogus', idleState: 'Bogus' }), 'starting'],
    ['print bogus, idle Idle', open({ printState: 'bogus', idleState: 'Idle' }), 'ready'],
  ];
  it.each(cases)('%s', (_label, input, state) => {
    expect(tileState(input)).toBe(state);
  });
});

describe('needsAttention', () => {
  const cases: [TileState, boolean][] = [
    ['error', true],
    ['shutdown', true],
    ['paused', true],
    ['complete', true],
    ['disconnected', true],
    ['login', true],
    ['printing', false],
    ['busy', false],
    ['starting', false],
    ['cancelled', false],
    ['ready', false],
  ];
  it.each(cases)('%s → %s', (state, wanted) => {
    expect(needsAttention(state)).toBe(wanted);
  });
  it('covers every state once', () => {
    expect(cases.map(([state]) => state).sort()).toEqual([...TILE_STATES].sort());
  });
});

describe('tileRemaining', () => {
  const half = { progress: 0.5, print_duration: 600 };
  const withFile = { ...half, estimated_time: 1000, filament_used: 250, filament_total: 1000 };
  const cases: [string, TileState, TimeLeftMethod, PrintTimes, number | null][] = [
    // state, the status card's method, what the tile knows → seconds left
    ['printing, half done', 'printing', 'file', half, 600],
    ['paused, a quarter done', 'paused', 'file', { progress: 0.25, print_duration: 100 }, 300],
    [
      'printing, slicer only',
      'printing',
      'file',
      { print_duration: 100, estimated_time: 1000 },
      900,
    ],
    ['printing, nothing known', 'printing', 'file', { progress: 0, print_duration: 0 }, null],
    [
      'printing, NaN progress',
      'printing',
      'file',
      { progress: Number.NaN, print_duration: 100 },
      null,
    ],
    ['by the slicer', 'printing', 'slicer', withFile, 400],
    ['by the filament', 'printing', 'filament', withFile, 1800],
    ['by the average', 'printing', 'average', withFile, (600 + 400 + 1800) / 3],
    ['slicer without metadata: from progress', 'printing', 'slicer', half, 600],
    ['filament without metadata: from progress', 'paused', 'filament', half, 600],
    ['ready keeps no time', 'ready', 'file', withFile, null],
    ['complete keeps no time', 'complete', 'average', withFile, null],
    ['busy keeps no time', 'busy', 'file', half, null],
  ];
  it.each(cases)('%s', (_label, state, method, times, wanted) => {
    expect(tileRemaining(state, method, times)).toBe(wanted);
  });
  it.each(TILE_STATES.map((s) => [s]))('hasJob(%s) only for a print', (state) => {
    expect(hasJob(state)).toBe(state === 'printing' || state === 'paused');
  });
});
