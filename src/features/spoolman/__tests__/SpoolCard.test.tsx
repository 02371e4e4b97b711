import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { cardHidden } from '../../../test/card-hidden';
import { openCardPrinter } from '../../../test/card-printer';
import card from '../card';
import { SpoolCard } from '../SpoolCard';
import { openSpoolmanPrinter, type SpoolmanPrinter } from './spoolman-printer';

// The change-spool dialog is a lazy chunk: on a busy machine its list can take over a second.
describe('SpoolCard', () => {
  let p: SpoolmanPrinter | undefined;
  afterEach(() => p?.close());

  it('shows only when the printer’s Moonraker has the spoolman component', async () => {
    const plain = await openCardPrinter({ status: { print_stats: { state: 'standby' } } });
    expect(cardHidden(card, plain.scope).current).toBe(true);
    plain.close();
    p = await openSpoolmanPrinter();
    await waitFor(() => expect(cardHidden(card, p!.scope).current).toBe(false));
  });

  it('shows the active spool: colour, names, remaining weight and length, share used', async () => {
    p = await openSpoolmanPrinter({ active: 1 });
    p.render(<SpoolCard />);
    expect(await screen.findByText('Galaxy Black')).toBeInTheDocument();
    expect(screen.getByText('Prusament · PLA · #1')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('spool-remaining-weight')).getByText('754.50 g'),
    ).toBeVisible();
    expect(screen.getByText('252.00 m')).toBeInTheDocument();
    expect(screen.getByText('24.6 % used')).toBeInTheDocument();
    expect(document.querySelector('[data-color="#1C1C1E"]')).not.toBeNull();
  });

  it('follows a spool set elsewhere (notify_active_spool_set), and none', async () => {
    p = await openSpoolmanPrinter({ active: 1 });
    p.render(<SpoolCard />);
    await screen.findByText('Galaxy Black');
    p.setActiveElsewhere(3);
    expect(await screen.findByText('Jet Black')).toBeInTheDocument();
    expect(screen.getByText('31.80 g')).toBeInTheDocument();
    p.setActiveElsewhere(null);
    expect(await screen.findByText('No spool selected')).toBeInTheDocument();
  });

  it('says when Spoolman is disconnected, with the usage waiting, and recovers', async () => {
    p = await openSpoolmanPrinter({ active: 1, connected: false, pending: 1234 });
    p.render(<SpoolCard />);
    const alert = await screen.findByTestId('spoolman-disconnected');
    // Spoolman away since the start: the spool is known by its id only, said once.
    expect(screen.getByTestId('spool-name')).toHaveTextContent('Spool #1');
    expect(screen.queryByText('#1')).toBeNull();
    expect(alert).toHaveTextContent('Spoolman is not connected');
    expect(alert).toHaveTextContent('Waiting to be reported: 1.23 m');
    expect(screen.getByRole('button', { name: 'Change spool' })).toBeDisabled();
    p.setConnected(true);
    expect(await screen.findByText('Galaxy Black')).toBeInTheDocument();
    expect(screen.queryByTestId('spoolman-disconnected')).toBeNull();
    p.setConnected(false);
    expect(await screen.findByTestId('spoolman-disconnected')).toBeInTheDocument();
    // The spool last read stays in view.
    expect(screen.getByText('Galaxy Black')).toBeInTheDocument();
  });

  it('changes the spool from a searchable list without archived spools', async () => {
    p = await openSpoolmanPrinter({ active: 1 });
    p.render(<SpoolCard />);
    await screen.findByText('Galaxy Black');
    await userEvent.click(screen.getByRole('button', { name: 'Change spool' }));
    const list = await screen.findByRole('list', { name: 'Spools' }, { timeout: 3000 });
    const names = () =>
      within(list)
        .queryAllByRole('button')
        .map((b) => b.getAttribute('data-testid'));
    expect(names()).toEqual(['spool-1', 'spool-2', 'spool-3']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search spools' }), 'black');
    await waitFor(() => expect(names()).toEqual(['spool-1', 'spool-3']));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search spools' }), ' petg');
    await waitFor(() => expect(names()).toEqual(['spool-3']));
    await userEvent.click(screen.getByTestId('spool-3'));
    expect(await screen.findByText('Jet Black')).toBeInTheDocument();
    expect(p.sent('server.spoolman.post_spool_id')).toEqual([{ spool_id: 3 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('filters the list by material', async () => {
    p = await openSpoolmanPrinter({ active: null });
    p.render(<SpoolCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Select spool' }));
    const list = await screen.findByRole('list', { name: 'Spools' }, { timeout: 3000 });
    await userEvent.click(screen.getByRole('combobox', { name: 'Material' }));
    await userEvent.click(await screen.findByRole('option', { name: 'PETG' }));
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('button')
          .map((b) => b.dataset.testid),
      ).toEqual(['spool-3']),
    );
  });

  it('clears the active spool', async () => {
    p = await openSpoolmanPrinter({ active: 2 });
    p.render(<SpoolCard />);
    await screen.findByText('PolyLite Signal Red');
    await userEvent.click(screen.getByRole('button', { name: 'Clear spool' }));
    expect(await screen.findByText('No spool selected')).toBeInTheDocument();
    expect(p.sent('server.spoolman.post_spool_id')).toEqual([{}]);
  });
});

describe('scanning a spool’s QR code', () => {
  let p: SpoolmanPrinter | undefined;
  const stopped: string[] = [];
  afterEach(() => {
    p?.close();
    delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
    delete (navigator as { mediaDevices?: unknown }).mediaDevices;
    stopped.length = 0;
  });

  /** A browser whose code reader sees `code` in the camera's picture. */
  function browserReading(code: string) {
    (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector = class {
      detect() {
        return Promise.resolve([{ rawValue: 'not a spool' }, { rawValue: code }]);
      }
    };
    const track = { stop: () => stopped.push('camera') };
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => Promise.resolve({ getTracks: () => [track] }) },
    });
  }

  async function openDialog() {
    p = await openSpoolmanPrinter({ active: 1 });
    p.render(<SpoolCard />);
    await screen.findByText('Galaxy Black');
    await userEvent.click(screen.getByRole('button', { name: 'Change spool' }));
    await screen.findByRole('list', { name: 'Spools' }, { timeout: 3000 });
  }

  it('is not offered where the browser cannot read codes', async () => {
    await openDialog();
    expect(screen.queryByRole('button', { name: 'Scan QR code' })).toBeNull();
  });

  it('chooses the spool a scanned label names and lets the camera go', async () => {
    browserReading('web+spoolman:s-3');
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Scan QR code' }));
    expect(await screen.findByText('Jet Black', {}, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(p!.sent('server.spoolman.post_spool_id')).toEqual([{ spool_id: 3 }]),
    );
    await waitFor(() => expect(stopped).toEqual(['camera']));
  });

  it('says so when the label names a spool that is not listed', async () => {
    browserReading('web+spoolman:s-4');
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Scan QR code' }));
    expect(
      await screen.findByText(
        'The code names spool #4, which is not among the spools listed.',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(p!.sent('server.spoolman.post_spool_id')).toEqual([]);
    await waitFor(() => expect(stopped).toEqual(['camera']));
  });
});
