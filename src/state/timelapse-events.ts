// The timelapse page's live state (spec part 2 §3, §4): the last frame taken (read with
// machine.timelapse.lastframeinfo at socket ready, or at once when this module loads later, when
// the server runs the timelapse component) and the render status, both kept up to date by
// notify_timelapse_event. A failed frame says 'Error taking timelapse frame'; an event this page
// does not handle is only logged. Render and save frames are asked here.
import i18next from 'i18next';
import { create } from 'zustand';
import type { TimelapseEvent } from '../../protocol/timelapse';
import {
  INITIAL_VIEW,
  lastFrameFromInfo,
  reduceTimelapseEvent,
  type TimelapseView,
} from '../lib/timelapse-events';
import type { MoonrakerApi } from '../moonraker/api';
import { timelapseCalls } from '../moonraker/timelapse-calls';
import timelapsePageMessages from '../locales/en/timelapsePage.json';
import { registerEnglishArea } from '../locales/lazy';
import { whenLoadedLate } from './late-load';
import { showError, showMessage } from './messages';
import { registerPrinterStore } from './printer-scoped';
import { useServer } from './server';
import { getApi, onServerNotification, onSocketReady } from './session';
import { reportError } from './session-report';

registerEnglishArea(timelapsePageMessages);

export const useTimelapseView = create<TimelapseView>(() => ({ ...INITIAL_VIEW }));

let generation = 0;

function loadLastFrame(api: MoonrakerApi): void {
  if (!useServer.getState().components.includes('timelapse')) return;
  const mine = generation;
  Promise.resolve()
    .then(() => timelapseCalls(api).lastFrameInfo())
    .then((info) => {
      if (mine !== generation) return;
      useTimelapseView.setState((view) => ({ lastFrame: lastFrameFromInfo(info, view.lastFrame) }));
    })
    .catch((error: unknown) => {
      if (mine === generation) reportError(error);
    });
}

/** One notify_timelapse_event (exported for the tests). */
export function applyTimelapseEvent(event: TimelapseEvent): void {
  const { view, effect } = reduceTimelapseEvent(useTimelapseView.getState(), event);
  if (effect === 'frameError') showError(i18next.t('timelapsePage.frameError'));
  else if (effect === 'unhandled') console.info('Printdeck: timelapse event', event);
  const { render } = view;
  const before = useTimelapseView.getState().render;
  if (render !== before && render?.status === 'error' && render.message)
    showError(i18next.t('timelapsePage.renderFailed', { message: render.message }));
  useTimelapseView.setState(view, true);
}

onServerNotification('notify_timelapse_event', (params) => {
  const event = Array.isArray(params) ? (params[0] as unknown) : undefined;
  if (event && typeof event === 'object' && 'action' in event)
    applyTimelapseEvent(event as TimelapseEvent);
});
onSocketReady(loadLastFrame);
whenLoadedLate(loadLastFrame);

/** Ask for a video of the frames taken; progress and the result come as events. */
export async function renderTimelapse(): Promise<void> {
  const api = getApi();
  if (!api) return;
  try {
    const answer = await timelapseCalls(api).render();
    // A render that did not start ('skipped', ffmpeg missing) only answers: show its message.
    if (
      answer.status === 'skipped' ||
      (answer.status === 'error' && !useTimelapseView.getState().render)
    )
      showError(answer.msg ?? String(answer.status));
  } catch (error) {
    reportError(error);
  }
}

/** Zip the frames into the timelapse root. */
export async function saveTimelapseFrames(): Promise<void> {
  const api = getApi();
  if (!api) return;
  try {
    const answer = await timelapseCalls(api).saveFrames();
    if (answer.zipfile)
      showMessage(
        i18next.t('timelapsePage.framesSaved', { name: answer.zipfile }),
        'success',
        4000,
      );
    else if (answer.msg) showError(answer.msg);
  } catch (error) {
    reportError(error);
  }
}

registerPrinterStore('timelapse-events', () => {
  generation++;
  useTimelapseView.setState({ ...INITIAL_VIEW }, true);
});
