// The timelapse page's live state (spec part 2 §3, §4): the last frame taken (read with
// machine.timelapse.lastframeinfo at socket ready, at once when the store is first used later, or when
// server.info lists the timelapse component later) and the render status, both kept up to date by
// notify_timelapse_event, which state/timelapse-listener.ts passes here whatever page is open. A
// failed frame says 'Error taking timelapse frame'; an event this page does not handle is only
// logged. Render and save frames are asked here.
import i18n from '../../locales/i18n';
import { createStore } from 'zustand';
import type { TimelapseEvent } from '../../../protocol/timelapse';
import {
  INITIAL_VIEW,
  lastFrameFromInfo,
  reduceTimelapseEvent,
  type TimelapseView,
} from './event-rules';
import { timelapseCalls } from './calls';
import timelapsePageMessages from '../../locales/en/timelapsePage.json';
import { registerEnglishArea } from '../../locales/lazy';
import { showError, showMessage } from '../../state/messages';
import { boundStore } from '../../state/scope/bound';
import type { PrinterScope } from '../../state/scope/printer-scope';
import type { Live } from '../../state/scope/scope-events';
import { scopedStore } from '../../state/scope/scoped-store';
import { serverStore } from '../../state/server';
import { reportError } from '../../state/session-report';

registerEnglishArea(timelapsePageMessages);

export const timelapseViewStore = scopedStore('timelapse-events', (scope) => {
  const store = createStore<TimelapseView>(() => ({ ...INITIAL_VIEW }));
  const server = scope.get(serverStore);
  /** lastframeinfo was asked on this connection. */
  let asked = false;

  function loadLastFrame(live: Live): void {
    if (!server.getState().components.includes('timelapse')) return;
    asked = true;
    Promise.resolve()
      .then(() => timelapseCalls(live.api).lastFrameInfo())
      .then((info) => {
        if (!live.alive()) return;
        store.setState((view) => ({ lastFrame: lastFrameFromInfo(info, view.lastFrame) }));
      })
      .catch((error: unknown) => {
        if (live.alive()) reportError(error);
      });
  }

  scope.events.onSocketReady((live) => {
    asked = false;
    loadLastFrame(live);
  });
  // server.info may list the component after the socket was ready (a reload of the server's info).
  scope.onClose(
    server.subscribe((state, before) => {
      if (state.components === before.components || asked) return;
      const live = scope.events.socketLive;
      if (live) loadLastFrame(live);
    }),
  );
  return store;
});

export const useTimelapseView = boundStore(timelapseViewStore);

/** One notify_timelapse_event of the printer (exported for the tests). */
export function applyTimelapseEvent(scope: PrinterScope, event: TimelapseEvent): void {
  const store = scope.get(timelapseViewStore);
  const { view, effect } = reduceTimelapseEvent(store.getState(), event);
  if (effect === 'frameError') showError(i18n.t('timelapsePage.frameError'));
  else if (effect === 'unhandled') console.info('Printdeck: timelapse event', event);
  const { render } = view;
  const before = store.getState().render;
  if (render !== before && render?.status === 'error' && render.message)
    showError(i18n.t('timelapsePage.renderFailed', { message: render.message }));
  store.setState(view, true);
}

/** A notify_timelapse_event's params, as state/timelapse-listener.ts hands them over. */
export function applyTimelapseNotification(scope: PrinterScope, params: unknown): void {
  const event = Array.isArray(params) ? (params[0] as unknown) : undefined;
  if (event && typeof event === 'object' && 'action' in event)
    applyTimelapseEvent(scope, event as TimelapseEvent);
}

/** Ask for a video of the frames taken; progress and the result come as events. */
export async function renderTimelapse(scope: PrinterScope): Promise<void> {
  const api = scope.api;
  if (!api) return;
  try {
    const answer = await timelapseCalls(api).render();
    // A render that did not start ('skipped', ffmpeg missing) only answers: show its message.
    if (
      answer.status === 'skipped' ||
      (answer.status === 'error' && !scope.get(timelapseViewStore).getState().render)
    )
      showError(answer.msg ?? String(answer.status));
  } catch (error) {
    reportError(error);
  }
}

/** Zip the frames into the timelapse root. */
export async function saveTimelapseFrames(scope: PrinterScope): Promise<void> {
  const api = scope.api;
  if (!api) return;
  try {
    const answer = await timelapseCalls(api).saveFrames();
    if (answer.zipfile)
      showMessage(i18n.t('timelapsePage.framesSaved', { name: answer.zipfile }), 'success', 4000);
    else if (answer.msg) showError(answer.msg);
  } catch (error) {
    reportError(error);
  }
}
