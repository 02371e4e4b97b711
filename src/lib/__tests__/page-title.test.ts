import { describe, expect, it } from 'vitest';
import { pageTitle } from '../page-title';

describe('pageTitle with printers needing attention', () => {
  it.each([
    ['Voron', 'Dashboard', null, 0, 'Voron | Dashboard'],
    ['Voron', 'Dashboard', null, 2, '(2) Voron | Dashboard'],
    ['Voron', 'Jobs', 0.456, 1, '(1) 45% | Voron | Jobs'],
    ['Voron', '', null, 3, '(3) Voron'],
  ] as const)('%s %s %s, %s needing attention → %s', (instance, route, progress, count, title) =>
    expect(pageTitle(instance, route, progress, count)).toBe(title),
  );
});

describe('pageTitle with the time left', () => {
  it.each([
    ['printing', 0.456, '1h 2m left', '45% | 1h 2m left | Voron | Jobs'],
    ['time left unknown', 0.456, '', '45% | Voron | Jobs'],
    ['not printing', null, '1h 2m left', 'Voron | Jobs'],
  ] as const)('%s', (_, progress, left, title) =>
    expect(pageTitle('Voron', 'Jobs', progress, 0, left)).toBe(title),
  );
});
