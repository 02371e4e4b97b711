// authorization: logins, tokens and users (access.*, §13). The Auth state itself lives with the
// transports (sim/auth), which check every request.

import type { App } from '../app';
import { registerAccessMethods } from '../methods/access';
import type { Component } from './component';

export const authorization: Component = {
  name: 'authorization',
  core: true,
  sections: (app: App) => {
    const trusted = app.options.auth ? [...app.auth.trusted.ranges] : ['0.0.0.0/0', '::/0'];
    return {
      authorization: {
        config: {
          login_timeout: 90,
          force_logins: app.auth.forceLogins,
          default_source: 'moonraker',
          enable_api_key: true,
          max_login_attempts: null,
          cors_domains: ['*'],
          trusted_clients: trusted,
        },
        orig: {
          force_logins: app.auth.forceLogins ? 'True' : 'False',
          trusted_clients: trusted.map((t) => `\n${t}`).join(''),
          cors_domains: '\n*',
        },
      },
    };
  },
  start: (app: App) => registerAccessMethods(app),
};
