// The timelapse component's calls (machine.timelapse.*), used by the timelapse settings and page
// only, so they stay off the first page.
import type { TimelapseSettingsChange } from '../../protocol/timelapse';
import type { MoonrakerApi } from './api';

export function timelapseCalls({ call }: Pick<MoonrakerApi, 'call'>) {
  return {
    getSettings: () => call('machine.timelapse.get_settings', undefined),
    /** Answers the whole settings object after the change. */
    postSettings: (change: TimelapseSettingsChange) =>
      call('machine.timelapse.post_settings', change),
    lastFrameInfo: () => call('machine.timelapse.lastframeinfo', undefined),
  };
}
