import { describe, expect, it } from 'vitest';
import {
  cardEntry,
  defaultLayout,
  mergeLayout,
  moveCard,
  setCardCollapsed,
  setCardEnabled,
  type CardPlacement,
  type DashboardLayout,
} from '../layout';

const CARDS: CardPlacement[] = [
  { id: 'temperature', container: 'container1', order: 1 },
  { id: 'jobs', container: 'container2', order: 0 },
  { id: 'status', container: 'container1', order: 0 },
];

const on = (id: string) => ({ id, enabled: true, collapsed: false });
/** A layout written as ids; a leading '-' marks a disabled card, a trailing '^' a collapsed one. */
function layout(c1: string[], c2: string[]): DashboardLayout {
  const entry = (spec: string) => ({
    id: spec.replace(/^-|\^$/g, ''),
    enabled: !spec.startsWith('-'),
    collapsed: spec.endsWith('^'),
  });
  return { container1: c1.map(entry), container2: c2.map(entry) };
}

describe('defaultLayout', () => {
  it('puts every card, enabled and expanded, in its container by order', () => {
    expect(defaultLayout(CARDS)).toEqual({
      container1: [on('status'), on('temperature')],
      container2: [on('jobs')],
    });
  });
});

describe('mergeLayout', () => {
  it.each([
    ['nothing stored', undefined, layout(['status', 'temperature'], ['jobs'])],
    ['not an object', 'garbage', layout(['status', 'temperature'], ['jobs'])],
    [
      'a stored layout is kept as it is',
      layout(['-jobs'], ['temperature^', 'status']),
      layout(['-jobs'], ['temperature^', 'status']),
    ],
    [
      'unknown ids are dropped',
      { container1: [on('webcam'), on('status')], container2: [on('jobs'), on('temperature')] },
      layout(['status'], ['jobs', 'temperature']),
    ],
    [
      'a new card appears at the end of its default container',
      { container1: [on('status')], container2: [on('temperature')] },
      layout(['status'], ['temperature', 'jobs']),
    ],
    [
      'a repeated id keeps its first place',
      { container1: [on('jobs'), on('status')], container2: [on('jobs'), on('temperature')] },
      layout(['jobs', 'status'], ['temperature']),
    ],
    [
      'malformed entries are dropped, missing flags default',
      { container1: [null, 3, { id: 7 }, { id: 'status' }], container2: 'x' },
      layout(['status', 'temperature'], ['jobs']),
    ],
    [
      'flags of the wrong type default',
      { container1: [{ id: 'status', enabled: 'no', collapsed: 1 }] },
      layout(['status', 'temperature'], ['jobs']),
    ],
  ])('%s', (_name, stored, expected) => expect(mergeLayout(stored, CARDS)).toEqual(expected));
});

describe('moveCard', () => {
  const start = layout(['status', 'temperature'], ['jobs']);
  it.each([
    [
      'into the other container, at the end',
      'temperature',
      'container2',
      1,
      [['status'], ['jobs', 'temperature']],
    ],
    [
      'into the other container, first',
      'temperature',
      'container2',
      0,
      [['status'], ['temperature', 'jobs']],
    ],
    ['within its container', 'temperature', 'container1', 0, [['temperature', 'status'], ['jobs']]],
    [
      'an index past the end is clamped',
      'status',
      'container2',
      99,
      [['temperature'], ['jobs', 'status']],
    ],
    [
      'a negative index is clamped',
      'jobs',
      'container1',
      -3,
      [['jobs', 'status', 'temperature'], []],
    ],
    [
      'an unknown id changes nothing',
      'webcam',
      'container2',
      0,
      [['status', 'temperature'], ['jobs']],
    ],
  ] as const)('%s', (_name, id, container, index, [c1, c2]) => {
    expect(moveCard(start, id, container, index)).toEqual(layout([...c1], [...c2]));
  });

  it("keeps the moved card's flags and leaves the input unchanged", () => {
    const before = layout(['status', '-temperature^'], ['jobs']);
    const after = moveCard(before, 'temperature', 'container2', 0);
    expect(cardEntry(after, 'temperature')).toEqual({
      id: 'temperature',
      enabled: false,
      collapsed: true,
    });
    expect(before).toEqual(layout(['status', '-temperature^'], ['jobs']));
  });
});

describe('enable and collapse', () => {
  const start = layout(['status', 'temperature'], ['jobs']);
  it.each([
    ['disable', setCardEnabled(start, 'jobs', false), layout(['status', 'temperature'], ['-jobs'])],
    ['enable', setCardEnabled(layout(['-status'], []), 'status', true), layout(['status'], [])],
    [
      'collapse',
      setCardCollapsed(start, 'status', true),
      layout(['status^', 'temperature'], ['jobs']),
    ],
    ['expand', setCardCollapsed(layout(['status^'], []), 'status', false), layout(['status'], [])],
    ['unknown id', setCardEnabled(start, 'webcam', false), start],
  ])('%s', (_name, actual, expected) => expect(actual).toEqual(expected));

  it("reads one card's entry", () => {
    expect(cardEntry(start, 'jobs')).toEqual(on('jobs'));
    expect(cardEntry(start, 'webcam')).toBeUndefined();
  });
});
