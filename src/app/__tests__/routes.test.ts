// The route table gathered from the page.ts files: every page the app has, once each; the
// navigation in its order, each entry with an icon; pages open without a login only when they say so.
import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, ROUTES } from '../routes';

describe('the route table', () => {
  it('has every page, each path once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(
      [
        '/',
        '/camera/:id',
        '/configure',
        '/console',
        '/farm',
        '/history',
        '/icons',
        '/jobs',
        '/login',
        '/printers',
        '/settings',
        '/settings/macros/:categoryId',
        '/system',
        '/timelapse',
        '/tune',
      ].sort(),
    );
  });

  it('the navigation lists the main pages in order, each with an icon', () => {
    expect(NAV_ITEMS.map((item) => item.path)).toEqual([
      '/',
      '/farm',
      '/console',
      '/jobs',
      '/history',
      '/timelapse',
      '/tune',
      '/configure',
      '/system',
      '/settings',
    ]);
    for (const item of NAV_ITEMS) expect(item.icon).toBeTruthy();
    expect(NAV_ITEMS.find((item) => item.path === '/history')?.requires).toBe('history');
    expect(NAV_ITEMS.find((item) => item.path === '/timelapse')?.requires).toBe('timelapse');
    // The farm is in the navigation only with more than one printer, and its link leaves a
    // printer's address.
    const farm = NAV_ITEMS.find((item) => item.path === '/farm');
    expect(farm?.absolute).toBe(true);
    expect(farm?.useShown).toBeTypeOf('function');
  });

  it('only the farm (each printer its own login), the login and the icon list are open without a login', () => {
    expect(ROUTES.filter((route) => route.open).map((route) => route.path)).toEqual([
      '/farm',
      '/icons',
      '/login',
    ]);
    const login = ROUTES.find((route) => route.path === '/login');
    expect(login).toMatchObject({ fillHeight: true, hideFirmwareCard: true });
  });
});
