import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrintStatsState } from '../../../../../../protocol/objects';
import { resetPlaceholderScope } from '../../../../../state/scope/active';
import {
  applyStatusDiff,
  flushStatus,
  resetPrinter,
  seedStatus,
} from '../../../../../state/printer';
import { useServer } from '../../../../../state/server';
import { StatusCard } from '../StatusCard';

const scripts: string[] = [];
let refuse = false;
const api = {
  printer: {
    gcodeScript: (script: string) => {
      scripts.push(script);
      return refuse ? Promise.reject(new Error('refused')) : Promise.resolve('ok');
    },
  },
  files: { metadata: () => new Promise(() => undefined) },
  history: {
    list: () => Promise.resolve({ count: 0, jobs: [] }),
    totals: () => Promise.resolve({ job_totals: null, auxiliary_totals: [] }),
  },
};

vi.mock('../../../../../state/session', () => ({
  attempt: (work: (a: unknown) => Promise<unknown>) => work(api).catch(() => undefined),
  getApi: () => api,
  klippyCommand: () => Promise.resolve(),
  onKlippyReady: () => () => undefined,
  onServerNotification: () => () => undefined,
  onSocketReady: () => () => undefined,
}));

/** The console store, imported once the session mock's api exists (it reads getApi on load). */
async function consoleStore() {
  return (await import('../../../../../state/console')).useConsole;
}

const OBJECTS = ['BOAT_STL', 'CYLINDER_STL', 'TOWER_STL', 'XYZ_CUBE_STL'];

function seed(state: PrintStatsState, objects = OBJECTS, excluded: string[] = ['TOWER_STL']) {
  seedStatus({
    print_stats: { state, filename: 'multi.gcode', print_duration: 60, total_duration: 60 },
    idle_timeout: { state: 'Printing' },
    virtual_sdcard: { progress: 0.2 },
    exclude_object: {
      objects: objects.map((name) => ({ name, center: [100, 100] })),
      excluded_objects: excluded,
      current_object: objects.length > 0 ? 'BOAT_STL' : null,
    },
  });
}

function renderCard() {
  return render(
    <Router hook={memoryLocation().hook}>
      <StatusCard />
    </Router>,
  );
}

async function openMenu() {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Print menu' }, { timeout: 15000 }),
  );
  return screen.findByRole('menuitem', { name: /^Exclude objects/ });
}

async function openDialog() {
  await userEvent.click(await openMenu());
  return screen.findByRole('dialog', { name: 'Exclude objects' }, { timeout: 15000 });
}

describe('Exclude objects from the status card', () => {
  beforeEach(async () => {
    scripts.length = 0;
    refuse = false;
    resetPrinter();
    resetPlaceholderScope();
    (await consoleStore()).setState({ lines: [] });
    useServer.setState({ klippyState: 'ready', klippyConnected: true, components: [] });
  });

  it('lists the objects, marks the current and the excluded ones', async () => {
    seed('printing');
    renderCard();
    const dialog = await openDialog();
    const list = within(dialog).getByRole('list', { name: 'Objects' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^BOAT_STLPrinting now/),
      expect.stringMatching(/^CYLINDER_STL/),
      'TOWER_STLExcluded',
      expect.stringMatching(/^XYZ_CUBE_STL/),
    ]);
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(within(items[2] as HTMLElement).queryByRole('button')).toBeNull();
    for (const name of ['BOAT_STL', 'CYLINDER_STL', 'XYZ_CUBE_STL'])
      expect(within(dialog).getByRole('button', { name: `Exclude ${name}` })).toBeEnabled();
  });

  it('excludes an object after a confirmation naming it, as a console entry', async () => {
    seed('paused');
    renderCard();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exclude CYLINDER_STL' }));
    let confirm = await screen.findByRole('dialog', { name: 'Exclude CYLINDER_STL?' });
    expect(confirm).toHaveTextContent(
      'Are you sure? The printer will skip the rest of CYLINDER_STL in this print.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(scripts).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Exclude CYLINDER_STL' }));
    confirm = await screen.findByRole('dialog', { name: 'Exclude CYLINDER_STL?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Exclude' }));
    expect(scripts).toEqual(['EXCLUDE_OBJECT NAME=CYLINDER_STL']);
    expect((await consoleStore()).getState().lines.map((l) => [l.kind, l.message])).toEqual([
      ['command', 'EXCLUDE_OBJECT NAME=CYLINDER_STL'],
    ]);
    // Sent: the button waits for the printer to report it.
    expect(within(dialog).getByRole('button', { name: 'Exclude CYLINDER_STL' })).toBeDisabled();
    act(() => {
      applyStatusDiff({
        exclude_object: { excluded_objects: ['CYLINDER_STL', 'TOWER_STL'] },
      });
      flushStatus(Date.now() + 5000);
    });
    const row = within(dialog)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.startsWith('CYLINDER_STL'));
    expect(row).toHaveTextContent('CYLINDER_STLExcluded');
    expect(within(dialog).queryByRole('button', { name: 'Exclude CYLINDER_STL' })).toBeNull();
  });

  it('offers the object again when the printer refused', async () => {
    seed('printing');
    refuse = true;
    renderCard();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exclude XYZ_CUBE_STL' }));
    const confirm = await screen.findByRole('dialog', { name: 'Exclude XYZ_CUBE_STL?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Exclude' }));
    expect(scripts).toEqual(['EXCLUDE_OBJECT NAME=XYZ_CUBE_STL']);
    expect(
      await within(dialog).findByRole('button', { name: 'Exclude XYZ_CUBE_STL' }),
    ).toBeEnabled();
  });

  it('disables the entry when the printer reports no objects', async () => {
    seed('printing', [], []);
    renderCard();
    const entry = await openMenu();
    expect(entry).toHaveAttribute('aria-disabled', 'true');
    expect(entry).toHaveTextContent('The printer reports no objects for this print');
  });

  it.each(['standby', 'complete', 'cancelled'] as const)(
    'has no print menu when %s',
    async (state) => {
      seed(state);
      renderCard();
      // The controls chunk is there (Clear file / Reprint for a loaded file) without the menu.
      if (state !== 'standby')
        await screen.findByRole('button', { name: 'Clear file' }, { timeout: 15000 });
      expect(screen.queryByRole('button', { name: 'Print menu' })).toBeNull();
    },
  );
});
