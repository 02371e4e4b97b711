// authorization: logins, tokens and users (access.*, §13). The Auth state itself (auth.ts in this
// folder) is made once by sim/index.ts with the transports, which check every request. At each start
// the component reads cors_domains from [authorization] of moonraker.conf (the origins other web pages
// may call from; cors.ts) into that state, so a user's edit takes effect on server.restart.
// force_logins and trusted_clients come from the command line (--auth, --trusted).

import { join } from 'node:path';
import type { App } from '../../app';
import { migrateGeneratedCorsDomains, readCorsDomains, type CorsSetting } from './cors_config';
import { registerAccessMethods } from './methods';
import type { Component } from '../component';

/** cors_domains as the running component read them, for server.config. */
const READ = new WeakMap<App, CorsSetting>();

export const authorization: Component = {
  name: 'authorization',
  core: true,
  sections: (app: App) => {
    const trusted = [...app.auth.trusted.ranges];
    const cors = READ.get(app) ?? readCorsDomains(confPath(app));
    return {
      authorization: {
        config: {
          login_timeout: 90,
          force_logins: app.auth.forceLogins,
          default_source: 'moonraker',
          enable_api_key: true,
          max_login_attempts: null,
          cors_domains: cors.entries,
          trusted_clients: trusted,
        },
        orig: {
          force_logins: app.auth.forceLogins ? 'True' : 'False',
          trusted_clients: trusted.map((t) => `\n${t}`).join(''),
          ...(cors.orig === null ? {} : { cors_domains: cors.orig }),
        },
      },
    };
  },
  start: (app: App) => {
    const { dataDir } = app.options;
    if (
      migrateGeneratedCorsDomains(confPath(app), join(dataDir, 'database', '.cors_domains_checked'))
    )
      app.logs?.moonraker(
        'authorization.py:__init__()',
        'cors_domains: the generated `*` (every origin) replaced by the usual list',
      );
    const cors = readCorsDomains(confPath(app));
    READ.set(app, cors);
    app.auth.cors = app.auth.corsPolicy(cors.entries);
    for (const w of app.auth.cors.warnings) app.logs?.moonraker('authorization.py:__init__()', w);
    app.logs?.moonraker(
      'authorization.py:__init__()',
      `Authorization Configuration Loaded\nTrusted Clients:\n${app.auth.trusted.ranges.join('\n')}\n` +
        `CORS Domains:\n${cors.entries.join('\n')}`,
    );
    registerAccessMethods(app);
  },
};

function confPath(app: App): string {
  return join(app.options.dataDir, 'config', 'moonraker.conf');
}
