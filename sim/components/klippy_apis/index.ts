// klippy_apis: the printer.* endpoints forwarded to Klippy, printing and restarts (§12).

import type { App } from '../../app';
import { registerPrinterMethods } from './methods';
import type { Component } from '../component';

export const klippyApis: Component = {
  name: 'klippy_apis',
  core: true,
  sections: () => ({ klippy_apis: { config: {} } }),
  start: (app: App) => registerPrinterMethods(app),
};
