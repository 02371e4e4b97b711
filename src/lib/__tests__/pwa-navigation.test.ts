// The installed app answers page loads with the dashboard only for the dashboard's own addresses:
// the printer's API, socket, files and camera streams, and files by name, always go to the network.
import { describe, expect, it } from 'vitest';
import { isDashboardNavigation, navigationDenylist } from '../pwa-navigation';

describe('isDashboardNavigation at the root', () => {
  it.each([
    ['/', true],
    ['/jobs', true],
    ['/jobs?path=gcodes/benchy.gcode', true],
    ['/settings/macros/3', true],
    ['/camera/8a3c-01', true],
    ['/p/2f9c/console', true],
    ['/p/2f9c/', true],
    ['/printers', true],
    ['/farm', true],
    ['/server/info', false],
    ['/server/files/gcodes/benchy.gcode', false],
    ['/server/files/gcodes/.thumbs/benchy-300x300.png', false],
    ['/server', false],
    ['/printer/objects/query?toolhead', false],
    ['/machine/system_info', false],
    ['/access/oneshot_token', false],
    ['/api/version', false],
    ['/websocket', false],
    ['/websocket?token=abc', false],
    ['/debug/database/list', false],
    ['/webcam/?action=stream', false],
    ['/webcam2/?action=snapshot', false],
    ['/spoolman/api/v1/spool', false],
    ['/Server/info', false],
    ['/config.json', false],
    ['/config.json?_=1700000000000', false],
    ['/sw.js', false],
    ['/manifest.webmanifest', false],
    ['/locales/de.json?v=abc123', false],
    ['/assets/index-z00KjiCR.js', false],
  ])('%s → %s', (address, dashboard) => {
    expect(isDashboardNavigation(address, '/')).toBe(dashboard);
  });
});

describe('isDashboardNavigation under a base path', () => {
  it.each([
    ['/printdeck/', true],
    ['/printdeck', true],
    ['/printdeck/jobs', true],
    ['/printdeck/p/2f9c/tune', true],
    // A page of the dashboard named like an API root is still the dashboard's, below the base.
    ['/printdeck/server-room', true],
    ['/printdeck/server/info', false],
    ['/printdeck/webcam/?action=stream', false],
    ['/printdeck/config.json', false],
    // Outside the base path: Moonraker's own API at the root, never the dashboard.
    ['/server/info', false],
    ['/jobs', false],
    ['/printdeckx/jobs', false],
  ])('%s → %s', (address, dashboard) => {
    expect(isDashboardNavigation(address, '/printdeck/')).toBe(dashboard);
  });
});

describe('navigationDenylist', () => {
  it('escapes the base path', () => {
    const [api] = navigationDenylist('/a.b/');
    expect(api!.test('/a.b/server/info')).toBe(true);
    expect(api!.test('/axb/server/info')).toBe(false);
  });

  it('accepts a base without its trailing slash', () => {
    expect(navigationDenylist('/printdeck').map(String)).toEqual(
      navigationDenylist('/printdeck/').map(String),
    );
  });
});
