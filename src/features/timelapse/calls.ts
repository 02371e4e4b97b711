// The timelapse component's calls (machine.timelapse.*), used by the timelapse settings and page
// only, so they stay off the first page. Render and save frames answer only when done.
import type { TimelapseSettingsChange } from '../../../protocol/timelapse';
import type { MoonrakerApi } from '../../moonraker/api';

/** What the timelapse views read of the answers (see answers.ts). */
const settings = { shape: 'o' };
const event = { timeoutMs: 0, shape: 'o' };

export function timelapseCalls({ call }: Pick<MoonrakerApi, 'call'>) {
  return {
    getSettings: () => call('machine.timelapse.get_settings', undefined, settings),
    /** Answers the whole settings object after the change. */
    postSettings: (change: TimelapseSettingsChange) =>
      call('machine.timelapse.post_settings', change, settings),
    lastFrameInfo: () =>
      call('machine.timelapse.lastframeinfo', undefined, { shape: { 'lastframefile?': 's' } }),
    /**
     * The component answers when the video is done (its progress comes as events meanwhile), so
     * the call waits as long as the server does.
     */
    render: () => call('machine.timelapse.render', undefined, event),
    /** Zips the frames into the timelapse root; answers when the zip is written. */
    saveFrames: () => call('machine.timelapse.saveframes', undefined, event),
  };
}
