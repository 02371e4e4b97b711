import { beforeEach, describe, expect, it } from 'vitest';
import { resetPrinterStores } from '../printer-scoped';
import {
  loadLayout,
  registerCards,
  resetLayout,
  setCardShown,
  setCollapsed,
  setEditingLayout,
  useLayout,
} from '../layout';

const CARDS = [
  { id: 'status', container: 'container1', order: 0 },
  { id: 'temperature', container: 'container1', order: 1 },
  { id: 'jobs', container: 'container2', order: 0 },
] as const;

const ids = () => {
  const { layout } = useLayout.getState();
  return [layout.container1.map((e) => e.id), layout.container2.map((e) => e.id)];
};

describe('layout store', () => {
  beforeEach(() => {
    registerCards(CARDS);
    resetPrinterStores();
  });

  it('reads layout.layouts.dashboard of the printdeck namespace and merges it with the cards', async () => {
    const asked: string[] = [];
    await loadLayout((namespace, key) => {
      asked.push(`${namespace}/${key}`);
      return Promise.resolve({
        value: {
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
      });
    });
    expect(asked).toEqual(['printdeck/layout']);
    expect(useLayout.getState().loaded).toBe(true);
    // Unknown cards dropped, the missing status card added to its default container.
    expect(ids()).toEqual([['jobs', 'status'], ['temperature']]);
    expect(useLayout.getState().layout.container2[0]?.collapsed).toBe(true);
  });

  it('uses the default layout when the printer has none stored (404)', async () => {
    await loadLayout(() => Promise.reject(new Error('Key layout not found')));
    expect(useLayout.getState().loaded).toBe(true);
    expect(ids()).toEqual([['status', 'temperature'], ['jobs']]);
  });

  it('changes show at once; reset restores the default; a printer switch forgets all', async () => {
    await loadLayout(() => Promise.reject(new Error('404')));
    setEditingLayout(true);
    setCardShown('jobs', false);
    setCollapsed('status', true);
    const { layout } = useLayout.getState();
    expect(layout.container2[0]).toEqual({ id: 'jobs', enabled: false, collapsed: false });
    expect(layout.container1[0]).toEqual({ id: 'status', enabled: true, collapsed: true });

    resetLayout();
    expect(useLayout.getState().layout.container2[0]?.enabled).toBe(true);
    expect(useLayout.getState().layout.container1[0]?.collapsed).toBe(false);
    expect(useLayout.getState().editing).toBe(true);

    resetPrinterStores();
    expect(useLayout.getState()).toMatchObject({ loaded: false, editing: false });
    expect(ids()).toEqual([['status', 'temperature'], ['jobs']]);
  });
});
