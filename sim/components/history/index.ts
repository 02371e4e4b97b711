// history: print jobs and totals (DATA/database/history.sqlite), server.history.* and
// notify_history_changed. Optional in Moonraker (a [history] section); `--without history` leaves it out.

import type { App } from '../../app';
import { History } from './history';
import { registerHistoryMethods } from './methods';
import type { Component } from '../component';

declare module '../../app' {
  interface Services {
    history: History;
  }
}

export const history: Component = {
  name: 'history',
  core: false,
  sections: () => ({ history: { config: {}, orig: {} } }),
  start(app: App) {
    const h = new History(app);
    app.provide('history', h);
    registerHistoryMethods(app, h);
    return { close: () => h.close() };
  },
};
