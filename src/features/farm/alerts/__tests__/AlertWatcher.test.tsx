// The alert watcher over two pretend printers: Bravo's print ending while Alpha is the chosen
// printer puts an entry naming Bravo in the notification menu, with a button to Bravo's
// dashboard, and counts Bravo as needing attention; the settings' switches stop a kind of alert.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFarmAttention } from '../attention';
import AlertWatcher from '../AlertWatcher';
import AlertsSection from '../AlertsSection';
import { ALERT_PREFS_KEY, reloadAlertPrefs } from '../prefs';
import { openFarm, type Farm } from './farm-printers';

describe('the alert watcher', () => {
  let farm: Farm | undefined;

  afterEach(() => {
    farm?.close();
    farm = undefined;
    localStorage.clear();
    reloadAlertPrefs();
    vi.unstubAllGlobals();
  });

  /** Status updates reach the views at most once a second. */
  const FLUSH = { timeout: 3000 };

  /** Bravo's light scope is open and has read its print's state. */
  async function bravoWatched(f: Farm): Promise<void> {
    await waitFor(() => {
      const subscribed = f.bravo.printer
        .sockets()
        .flatMap((ws) => ws.frames())
        .filter((frame) => frame.method === 'printer.objects.subscribe')
        .map((frame) => Object.keys((frame.params as { objects: object }).objects));
      expect(subscribed.at(-1)).toEqual(expect.arrayContaining(['print_stats', 'webhooks']));
    });
    // The answer to the subscription has been read.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  const attention = () => useFarmAttention.getState().printers;

  it("Bravo's print finishing puts an entry naming Bravo in the chosen printer's menu", async () => {
    farm = await openFarm('printing');
    render(<AlertWatcher />);
    await bravoWatched(farm);
    expect(farm.entries()).toEqual([]);
    expect(attention()).toEqual([]);

    farm.bravo.report({ print_stats: { state: 'complete' } });
    await waitFor(() => expect(farm!.entries()).toHaveLength(1), FLUSH);
    expect(farm.entries()[0]).toMatchObject({
      type: 'success',
      title: 'Bravo: print finished',
      description: 'cube.gcode',
      to: '/p/bravo/',
      btnText: 'Open printer',
    });
    // Bravo, finished with its bed to clear, needs attention; Alpha, idle, does not.
    expect(attention()).toEqual(['bravo']);

    // The same state read again raises nothing more.
    farm.bravo.report({ print_stats: { state: 'complete', filename: 'cube.gcode' } });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(farm.entries()).toHaveLength(1);
  });

  it('says nothing of a print that had ended before the page opened, but counts its printer', async () => {
    farm = await openFarm('complete');
    render(<AlertWatcher />);
    await bravoWatched(farm);
    await waitFor(() => expect(attention()).toEqual(['bravo']), FLUSH);
    expect(farm.entries()).toEqual([]);
  });

  it('a kind turned off in the settings raises nothing; the others still do', async () => {
    farm = await openFarm('printing');
    render(
      <Suspense>
        <AlertWatcher />
        <AlertsSection />
      </Suspense>,
    );
    await userEvent.click(await screen.findByRole('switch', { name: 'A print finishes' }));
    expect(screen.getByRole('switch', { name: 'A print finishes' })).not.toBeChecked();
    expect(JSON.parse(localStorage.getItem(ALERT_PREFS_KEY) ?? '{}')).toMatchObject({
      kinds: { finished: false, paused: true },
    });
    await bravoWatched(farm);

    farm.bravo.report({ print_stats: { state: 'complete' } });
    await waitFor(() => expect(attention()).toEqual(['bravo']), FLUSH);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(farm.entries()).toEqual([]);

    // A new print that pauses (a filament runout) is still told.
    farm.bravo.report({ print_stats: { state: 'printing' } });
    await waitFor(() => expect(attention()).toEqual([]), FLUSH);
    farm.bravo.report({ print_stats: { state: 'paused' } });
    await waitFor(() => expect(farm!.entries()).toHaveLength(1), FLUSH);
    expect(farm.entries()[0]).toMatchObject({ type: 'warning', title: 'Bravo: print paused' });
  });

  it('a Klipper shutdown mid-print is told as a shutdown, with what Klipper said', async () => {
    farm = await openFarm('printing');
    render(<AlertWatcher />);
    await bravoWatched(farm);
    // As Klipper reports it: the print ends in error in the same update that says it shut down.
    farm.bravo.report({
      print_stats: { state: 'error', message: 'Shutdown due to M112' },
      webhooks: { state: 'shutdown', state_message: 'Shutdown due to M112\nOnce the issue…' },
    });
    await waitFor(() => expect(farm!.entries()).toHaveLength(1), FLUSH);
    expect(farm.entries()[0]).toMatchObject({
      type: 'error',
      title: 'Bravo: Klipper shut down',
      description: 'cube.gcode\nShutdown due to M112',
    });
  });

  it("Bravo's connection lost mid-print is told as a disconnect, and counted", async () => {
    farm = await openFarm('printing');
    render(<AlertWatcher />);
    await bravoWatched(farm);
    // The socket drops; the page keeps trying to reconnect (Bravo is still on the network).
    farm.bravo.printer.hanging = true;
    farm.bravo.printer.sockets().at(-1)!.serverClose(1006);
    await waitFor(() => expect(farm!.entries()).toHaveLength(1), FLUSH);
    expect(farm.entries()[0]).toMatchObject({
      type: 'warning',
      title: 'Bravo: disconnected while printing',
    });
    expect(attention()).toEqual(['bravo']);
  });

  it('with one printer configured, watches nothing', async () => {
    farm = await openFarm('printing', { listed: 'alpha', alphaState: 'printing' });
    const { container } = render(<AlertWatcher />);
    farm.alpha.report({ print_stats: { state: 'complete' } });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(container).toBeEmptyDOMElement();
    expect(farm.entries()).toEqual([]);
    expect(attention()).toEqual([]);
    expect(farm.bravo.printer.sockets()).toEqual([]);
  });

  it('shows a browser notification when allowed and switched on, none when switched off', async () => {
    const shown: { title: string; body: string | undefined }[] = [];
    class FakeNotification {
      static permission = 'granted';
      onclick: (() => void) | null = null;
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body });
      }
      close() {}
    }
    vi.stubGlobal('Notification', FakeNotification);
    vi.stubGlobal('isSecureContext', true);
    farm = await openFarm('printing');
    render(<AlertWatcher />);
    await bravoWatched(farm);
    farm.bravo.report({ print_stats: { state: 'paused' } });
    await waitFor(
      () => expect(shown).toEqual([{ title: 'Bravo: print paused', body: 'cube.gcode' }]),
      FLUSH,
    );

    localStorage.setItem(ALERT_PREFS_KEY, JSON.stringify({ browser: false }));
    reloadAlertPrefs();
    farm.bravo.report({ print_stats: { state: 'printing' } });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    farm.bravo.report({ print_stats: { state: 'complete' } });
    await waitFor(() => expect(farm!.entries()).toHaveLength(2), FLUSH);
    expect(shown).toHaveLength(1);
  });
});
