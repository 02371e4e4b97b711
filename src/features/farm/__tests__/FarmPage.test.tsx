// The farm page over two pretend printers: each printer's light scope subscribes only what the
// page shows of it — the state its watcher needs, and a tile's readings while its tile is shown —
// and a tile reads its own printer.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { framesOf } from '../../../test/printer-scope';
import { openFarm, type Farm } from '../alerts/__tests__/farm-printers';
import FarmPage from '../FarmPage';
import { tileObjects } from '../FarmTile';
import { STATE_OBJECTS } from '../PrinterWatcher';

/** The objects of the last subscription Bravo's light scope sent. */
function lastSubscription(farm: Farm): string[] {
  const frames = framesOf(farm.bravo.printer, 'printer.objects.subscribe');
  const objects = (frames.at(-1)?.params.objects ?? {}) as Record<string, unknown>;
  return Object.keys(objects).sort();
}

describe('the farm page', () => {
  let farm: Farm | null = null;
  afterEach(() => {
    farm?.close();
    farm = null;
  });

  it('subscribes on another printer only what its tile and its watcher show, and less when the tile is filtered out', async () => {
    farm = await openFarm('printing');
    render(<FarmPage />);
    const bravo = await screen.findByRole('region', { name: 'Bravo' });
    await waitFor(() => expect(within(bravo).getByRole('status')).toHaveTextContent('Printing'));
    const shown = [...new Set([...Object.keys(STATE_OBJECTS), ...Object.keys(tileObjects(null))])];
    await waitFor(() => expect(lastSubscription(farm!)).toEqual(shown.sort()));
    // Nothing of the full dashboard (toolhead, fans, config): a light scope.
    expect(lastSubscription(farm)).not.toContain('toolhead');
    expect(lastSubscription(farm)).not.toContain('configfile');

    // Bravo's tile filtered out by the search: its readings go, its state stays watched.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search printers' }), 'alp');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bravo' })).toBeNull());
    await waitFor(() => expect(lastSubscription(farm!)).toEqual(Object.keys(STATE_OBJECTS).sort()));
  });

  it('each tile shows its own printer, and the page counts those needing attention', async () => {
    farm = await openFarm('paused');
    render(<FarmPage />);
    const bravo = await screen.findByRole('region', { name: 'Bravo' });
    const alpha = await screen.findByRole('region', { name: 'Alpha' });
    await waitFor(() => expect(within(bravo).getByRole('status')).toHaveTextContent('Paused'));
    await waitFor(() => expect(within(alpha).getByRole('status')).toHaveTextContent('Ready'));
    expect(bravo).toHaveAttribute('data-attention', 'true');
    expect(alpha).not.toHaveAttribute('data-attention');
    expect(screen.getByText(/1 needs attention/)).toBeVisible();
    expect(within(bravo).getByRole('button', { name: 'Resume (Bravo)' })).toBeVisible();
    expect(within(alpha).queryByRole('button', { name: /Resume/ })).toBeNull();
  });
});
