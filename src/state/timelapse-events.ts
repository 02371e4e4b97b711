// The timelapse page's live state (spec part 2 §3, §4): the last frame taken (read with
// machine.timelapse.lastframeinfo at socket ready, at once when this module loads later, or when
// server.info lists the timelapse component later) and the render status, both kept up to date by
// notify_timelapse_event, which state/timelapse-listener.ts passes here whatever page is open. A
// failed frame says 'Error taking timelapse frame'; an event this page does not handle is only
// logged. Render and save frames are asked here.
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
import { getApi, onSocketReady } from './session';
import { reportError } from './session-report';

registerEnglishArea(timelapsePageMessages);

export const useTimelapseView = create<TimelapseView>(() => ({ ...INITIAL_VIEW }));

let generation = 0;
/** lastframeinfo was asked on this connection. */
let asked = false;

function loadLastFrame(api: MoonrakerApi): void {
  if (!useServer.getState().components.includes('timelapse')) return;
  asked = true;
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

/** A notify_timelapse_event's params, as state/timelapse-listener.ts hands them over. */
export function applyTimelapseNotification(params: unknown): void {
  const event = Array.isArray(params) ? (params[0] as unknown) : undefined;
  if (event && typeof event === 'object' && 'action' in event)
    applyTimelapseEvent(event as TimelapseEvent);
}

onSocketReady((api) => {
  asked = false;
  loadLastFrame(api);
});
whenLoadedLate(loadLastFrame);
// server.info may list the component after the socket was ready (a reload of the server's info).
useServer.subscribe((state, before) => {
  if (state.components === before.components || asked) return;
  const api = getApi();
  if (api) loadLastFrame(api);
});

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
  asked = false;
  useTimelapseView.setState({ ...INITIAL_VIEW }, true);
});
