// The page title counts the printers that need attention, as the farm's alert watcher finds them:
// Bravo's print finishing while Alpha's pages are open puts '(1) ' in front of Alpha's title.
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AlertWatcher from '../../../features/farm/alerts/AlertWatcher';
import { useFarmAttention } from '../../../features/farm/alerts/attention';
import { openFarm, type Farm } from '../../../features/farm/alerts/__tests__/farm-printers';
import { useTitleAndFavicon } from '../useTitleAndFavicon';

describe('the title counts the printers needing attention', () => {
  let farm: Farm | undefined;

  afterEach(() => {
    farm?.close();
    farm = undefined;
    document.title = '';
  });

  function Title() {
    useTitleAndFavicon('Alpha', 'Dashboard');
    return null;
  }

  it("Bravo's print finishing counts Bravo in Alpha's title", async () => {
    farm = await openFarm('printing');
    render(
      <>
        <AlertWatcher />
        <Title />
      </>,
    );
    await waitFor(() =>
      expect(farm!.bravo.printer.sockets().flatMap((ws) => ws.frames())).toContainEqual(
        expect.objectContaining({ method: 'printer.objects.subscribe' }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.title).toBe('Alpha | Dashboard');

    farm.bravo.report({ print_stats: { state: 'complete' } });
    await waitFor(() => expect(document.title).toBe('(1) Alpha | Dashboard'), { timeout: 3000 });

    // Bravo's bed cleared (a new print started): nothing needs attention any more.
    farm.bravo.report({ print_stats: { state: 'printing' } });
    await waitFor(() => expect(document.title).toBe('Alpha | Dashboard'), { timeout: 3000 });
  });

  it('with one printer configured the title has no count', async () => {
    farm = await openFarm('printing', { listed: 'alpha' });
    useFarmAttention.setState({ printers: ['alpha'] });
    render(<Title />);
    await waitFor(() => expect(document.title).toBe('Alpha | Dashboard'));
  });
});
