// The dashboard layout of a test printer: read from layout.layouts.dashboard of the printdeck
// namespace and merged with the registered cards, the default when none is stored, every change
// shown at once and written back, and nothing of it in the printer's next scope.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestPrinter, type TestPrinter } from '../../test/printer-scope';
import {
  layoutStore,
  registerCards,
  resetLayout,
  setCardShown,
  setCollapsed,
  setEditingLayout,
} from '../layout';

const CARDS = [
  { id: 'status', container: 'container1', order: 0 },
  { id: 'temperature', container: 'container1', order: 1 },
  { id: 'jobs', container: 'container2', order: 0 },
] as const;

const state = (t: TestPrinter) => t.scope.get(layoutStore).getState();

const ids = (t: TestPrinter) => {
  const { layout } = state(t);
  return [layout.container1.map((e) => e.id), layout.container2.map((e) => e.id)];
};

/** What the printer's database holds for the dashboard. */
const storedIn = (t: TestPrinter) =>
  (t.db.printdeck?.layout as { layouts?: { dashboard?: unknown } } | undefined)?.layouts?.dashboard;

describe('layout store', () => {
  let p: TestPrinter | undefined;

  async function open(db?: Record<string, Record<string, unknown>>): Promise<TestPrinter> {
    p = await openTestPrinter({ db });
    return p;
  }

  beforeEach(() => registerCards(CARDS));
  afterEach(() => {
    p?.close();
    p = undefined;
  });

  it('reads layout.layouts.dashboard of the printdeck namespace and merges it with the cards', async () => {
    const t = await open({
      printdeck: {
        layout: {
          layouts: {
            dashboard: {
              container1: [{ id: 'jobs', enabled: false, collapsed: false }],
              container2: [
                { id: 'temperature', enabled: true, collapsed: true },
                { id: 'webcam', enabled: true, collapsed: false },
              ],
            },
          },
        },
      },
    });
    await expect.poll(() => state(t).loaded).toBe(true);
    expect(t.sent('server.database.get_item')).toContainEqual({
      namespace: 'printdeck',
      key: 'layout',
    });
    // Unknown cards dropped, the missing status card added to its default container.
    expect(ids(t)).toEqual([['jobs', 'status'], ['temperature']]);
    expect(state(t).layout.container2[0]?.collapsed).toBe(true);
  });

  it('uses the default layout when the printer has none stored (404)', async () => {
    const t = await open();
    await expect.poll(() => state(t).loaded).toBe(true);
    expect(ids(t)).toEqual([['status', 'temperature'], ['jobs']]);
  });

  it('changes show at once and are written; reset restores the default; the next scope forgets all', async () => {
    const t = await open();
    await expect.poll(() => state(t).loaded).toBe(true);
    setEditingLayout(t.scope, true);
    setCardShown(t.scope, 'jobs', false);
    setCollapsed(t.scope, 'status', true);
    const { layout } = state(t);
    expect(layout.container2[0]).toEqual({ id: 'jobs', enabled: false, collapsed: false });
    expect(layout.container1[0]).toEqual({ id: 'status', enabled: true, collapsed: true });
    await expect.poll(() => storedIn(t)).toEqual(layout);

    resetLayout(t.scope);
    expect(state(t).layout.container2[0]?.enabled).toBe(true);
    expect(state(t).layout.container1[0]?.collapsed).toBe(false);
    expect(state(t).editing).toBe(true);
    await expect.poll(() => storedIn(t)).toEqual(state(t).layout);

    t.close();
    const next = await open();
    expect(state(next)).toMatchObject({ loaded: false, editing: false });
    expect(ids(next)).toEqual([['status', 'temperature'], ['jobs']]);
  });

  it('cards registered later are merged with what the printer stored', async () => {
    registerCards([]);
    const t = await open({
      printdeck: {
        layout: {
          layouts: {
            dashboard: {
              container1: [{ id: 'jobs', enabled: false, collapsed: false }],
              container2: [],
            },
          },
        },
      },
    });
    await expect.poll(() => state(t).loaded).toBe(true);
    registerCards(CARDS);
    expect(ids(t)).toEqual([['jobs', 'status', 'temperature'], []]);
    expect(state(t).layout.container1[0]?.enabled).toBe(false);
  });
});
