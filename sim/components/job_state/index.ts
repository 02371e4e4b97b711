// job_state: Moonraker's side of printing (app.print): printer.print.start remembers the user for
// the history component, when that runs.

import type { App } from '../../app';
import { PrintController } from './control';
import type { Component } from '../component';

export const jobState: Component = {
  name: 'job_state',
  core: true,
  sections: () => ({ job_state: { config: {} } }),
  start(app: App) {
    const print = new PrintController(app.klippy, () => app.find('history'));
    app.print = print;
    return {
      close() {
        if (app.print === print) app.print = undefined;
      },
    };
  },
};
