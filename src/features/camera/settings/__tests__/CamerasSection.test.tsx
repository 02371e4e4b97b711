// Settings › Cameras as a user sees it: the cameras with type and URL, one added with the spec's
// defaults, fps outside 1–60 refused with its message, the height only for iframe, an edit, a
// removal after the question, Add disabled at 3 with the reason (moonraker.conf's cameras
// counted), a camera of moonraker.conf shown as managed by the server (no edit nor removal, its
// switch disabled), WebRTC's signalling, a name another camera has refused, the aspect ratio's
// format; every change reaches the store (which posts it to Moonraker's webcam API).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Webcam } from '../../../../../protocol/webcams';
import type { Camera } from '../../../../lib/cameras';
import { webcamToCamera } from '../../../../lib/webcams';
import { camerasStore } from '../../../../state/cameras';
import { serveWebcamList, webcam } from '../../../../test/host-printer';
import { openTestPrinter, type TestPrinter } from '../../../../test/printer-scope';
import CamerasSection from '../CamerasSection';

/** The printer's own webcam, and one of its moonraker.conf. */
const bedWebcam = webcam('bed', 'Bed', { service: 'mjpegstreamer-adaptive' });
const printerWebcam = webcam('cfg', 'printer', { source: 'config' });
/** Each as the section shows it. */
const bed: Camera = webcamToCamera(bedWebcam)!;
const printer: Camera = webcamToCamera(printerWebcam)!;

async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text === '') return;
  await user.click(field);
  await user.paste(text);
}

describe('Settings › Cameras', { timeout: 60_000 }, () => {
  let p: TestPrinter;

  afterEach(() => p.close());

  /** The section of a printer listing `webcams`, once it shows them. */
  async function renderSection(webcams: Webcam[] = [bedWebcam]) {
    p = await openTestPrinter({ setup: (printer) => serveWebcamList(printer, webcams) });
    p.render(<CamerasSection />);
    await waitFor(() => expect(p.scope.get(camerasStore).getState().loaded).toBe(true));
  }

  /** What the store holds (it posts each change to the webcam API: see state/__tests__/cameras). */
  const saved = () => p.scope.get(camerasStore).getState().cameras;

  it('lists the cameras with type and URL, and switches one off', async () => {
    const user = userEvent.setup();
    await renderSection();
    const list = screen.getByRole('list', { name: 'Cameras' });
    expect(within(list).getByText('Bed')).toBeInTheDocument();
    expect(within(list).getByText('/webcam/?action=stream')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Camera Bed enabled' }));
    expect(saved()).toEqual([{ ...bed, enabled: false }]);
    await waitFor(() =>
      expect(p.sent('server.webcams.post_item')).toEqual([
        expect.objectContaining({ uid: 'bed', enabled: false }),
      ]),
    );
  });

  it('adds a camera with the defaults; fps 0 and 61 are refused', async () => {
    const user = userEvent.setup();
    await renderSection();
    await user.click(screen.getByRole('button', { name: 'Add camera' }));
    const dialog = screen.getByRole('dialog', { name: 'Add camera' });
    const fps = within(dialog).getByRole('textbox', { name: /^Target FPS/ });
    expect(fps).toHaveValue('15');
    const idle = within(dialog).getByRole('textbox', { name: /^Idle FPS/ });
    expect(idle).toHaveValue('5');
    // The adaptive views slow down while the window is unfocused (spec part 1 §2), not hidden.
    expect(idle).toHaveAccessibleDescription('While the window is not focused');
    expect(within(dialog).queryByRole('textbox', { name: /^Height/ })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    await fill(user, within(dialog).getByRole('textbox', { name: /^Name/ }), 'Nozzle');
    await fill(user, fps, '0');
    expect(within(dialog).getByText('Min 1')).toBeInTheDocument();
    await fill(user, fps, '61');
    expect(within(dialog).getByText('Max 60')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(saved()).toEqual([bed]);

    await fill(user, fps, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(saved()[1]).toMatchObject({
      name: 'Nozzle',
      enabled: true,
      type: 'mjpgadaptive',
      fpstarget: 30,
      fpsidletarget: 5,
      url: '/webcam/?action=stream',
      flipX: false,
      flipY: false,
    });
    expect(saved()[1]?.id).not.toBe('-1');
  });

  it('asks for a height for iframe and edits a camera', async () => {
    const user = userEvent.setup();
    await renderSection();
    await user.click(screen.getByRole('button', { name: 'Edit camera Bed' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit camera' });
    await user.click(within(dialog).getByRole('combobox', { name: /Stream type/ }));
    await user.click(screen.getByRole('option', { name: 'Web page (iframe)' }));
    const height = within(dialog).getByRole('textbox', { name: /^Height/ });
    await fill(user, height, '');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect(saved()).toEqual([bed]);
    await fill(user, height, '480');
    await user.click(within(dialog).getByRole('switch', { name: 'Flip vertically' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(saved()).toEqual([
      { ...bed, type: 'iframe', service: 'iframe', height: 480, flipY: true },
    ]);
  });

  it('removes a camera only after the question', async () => {
    const user = userEvent.setup();
    await renderSection();
    await user.click(screen.getByRole('button', { name: 'Remove camera Bed' }));
    const question = screen.getByRole('dialog', { name: "Remove the camera 'Bed'?" });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(saved()).toEqual([bed]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Remove camera Bed' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(saved()).toEqual([]);
    expect(screen.getByText('No cameras yet.')).toBeInTheDocument();
    await waitFor(() => expect(p.sent('server.webcams.delete_item')).toEqual([{ uid: 'bed' }]));
  });

  it('shows a camera of moonraker.conf as managed by the server', async () => {
    // Its switch is disabled (not clickable at all); the dashboard's own camera still switches.
    const user = userEvent.setup();
    await renderSection([printerWebcam, bedWebcam]);
    expect(
      screen.getByText(
        'Cameras set in moonraker.conf are managed by the server: change them there.',
      ),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Cameras' });
    const row = within(list).getAllByRole('listitem')[0]!;
    expect(within(row).getByText('printer')).toBeInTheDocument();
    expect(within(row).getByText('Managed by the server')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).toBeNull();
    const toggle = within(row).getByRole('switch', { name: 'Camera printer enabled' });
    expect(toggle).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: 'Camera Bed enabled' }));
    expect(saved()).toEqual([printer, { ...bed, enabled: false }]);
    expect(screen.getByRole('button', { name: 'Edit camera Bed' })).toBeInTheDocument();
  });

  it("refuses another camera's name, a badly written aspect ratio, and saves WebRTC's signalling", async () => {
    const user = userEvent.setup();
    await renderSection([printerWebcam, bedWebcam]);
    await user.click(screen.getByRole('button', { name: 'Add camera' }));
    const dialog = screen.getByRole('dialog', { name: 'Add camera' });
    expect(within(dialog).getByRole('textbox', { name: /^Snapshot URL/ })).toHaveValue(
      '/webcam/?action=snapshot',
    );
    await fill(user, within(dialog).getByRole('textbox', { name: /^Name/ }), 'printer');
    expect(within(dialog).getByText('Another camera has this name')).toBeInTheDocument();
    await fill(user, within(dialog).getByRole('textbox', { name: /^Name/ }), 'Side');
    const ratio = within(dialog).getByRole('textbox', { name: /^Aspect ratio/ });
    expect(ratio).toHaveValue('4:3');
    await fill(user, ratio, '16/9');
    expect(within(dialog).getByText('Write it as 16:9')).toBeInTheDocument();
    await fill(user, ratio, '16:9');

    expect(within(dialog).queryByRole('combobox', { name: /Signalling/ })).toBeNull();
    await user.click(within(dialog).getByRole('combobox', { name: /Stream type/ }));
    await user.click(screen.getByRole('option', { name: 'WebRTC' }));
    const url = within(dialog).getByRole('textbox', { name: /^Stream URL/ });
    await fill(user, url, '');
    expect(within(dialog).getByText('Optional: without it, through Moonraker')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Signalling/ }));
    await user.click(screen.getByRole('option', { name: 'go2rtc' }));
    expect(within(dialog).getByText('Optional: without it, through Moonraker')).toBeInTheDocument();
    await fill(user, url, 'http://printer.local:1984/');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(saved()[2]).toMatchObject({
      name: 'Side',
      type: 'webrtc',
      service: 'webrtc-go2rtc',
      url: 'http://printer.local:1984/',
      aspectRatio: '16:9',
      source: 'database',
    });
  });

  it('disables Add at 3 cameras, those of moonraker.conf counted, and says why', async () => {
    await renderSection([printerWebcam, webcam('a', 'a'), webcam('b', 'b')]);
    expect(screen.getByRole('button', { name: 'Add camera' })).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent(
      'At most 3 cameras: remove one to add another.',
    );
  });
});
