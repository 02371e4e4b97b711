import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Webcam } from '../../../../../protocol/webcams';
import { serveWebcamList, webcam } from '../../../../test/host-printer';
import { openTestPrinter, type TestPrinter } from '../../../../test/printer-scope';
import { cardHidden } from '../../../../test/card-hidden';
import card from '../../card';
import { CamerasCard } from '../CamerasCard';

describe('the cameras card', () => {
  let p: TestPrinter | null = null;

  afterEach(() => {
    p?.close();
    p = null;
  });

  /** The card of a printer listing `webcams`, once the list is shown. */
  async function renderCard(webcams: Webcam[]) {
    p = await openTestPrinter({ setup: (printer) => serveWebcamList(printer, webcams) });
    p.render(<CamerasCard />);
    return p;
  }

  it('is hidden while the printer has no enabled camera', async () => {
    p = await openTestPrinter({
      setup: (printer) => serveWebcamList(printer, [webcam('c', 'Off', { enabled: false })]),
    });
    expect(cardHidden(card, p.scope).current).toBe(true);
  });

  it('shows once the printer lists an enabled camera', async () => {
    p = await openTestPrinter({
      setup: (printer) => serveWebcamList(printer, [webcam('a', 'Bed')]),
    });
    const hidden = cardHidden(card, p.scope);
    await waitFor(() => expect(hidden.current).toBe(false));
  });

  it('shows the enabled cameras three a row, or the one chosen', async () => {
    const printer = await renderCard([
      webcam('a', 'Bed'),
      webcam('b', 'Side'),
      webcam('c', 'Off', { enabled: false }),
      webcam('d', 'Top'),
    ]);
    await waitFor(() =>
      expect(screen.getAllByRole('figure').map((f) => f.textContent)).toEqual([
        'Bed',
        'Side',
        'Top',
      ]),
    );
    expect(screen.getByRole('link', { name: 'Open Side on its own page' })).toHaveAttribute(
      'href',
      '/camera/b',
    );
    const chooser = screen.getByRole('combobox', { name: 'Camera shown' });
    expect([...chooser.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'All cameras',
      'Bed',
      'Side',
      'Top',
    ]);
    fireEvent.change(chooser, { target: { value: 'b' } });
    expect(screen.getAllByRole('figure').map((f) => f.textContent)).toEqual(['Side']);
    // The choice is kept in the printer's database.
    await waitFor(() => expect(printer.db.printdeck?.cameras).toEqual({ activeCamera: 'b' }));
  });

  it('says when no camera is enabled, with the way to the settings', async () => {
    await renderCard([webcam('a', 'Bed', { enabled: false })]);
    expect(await screen.findByText('No camera is enabled.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Camera settings' })).toHaveAttribute(
      'href',
      '/settings#camera',
    );
  });
});
