import { describe, expect, it } from 'vitest';
import { makeTheme, PRIMARY } from '../theme';

describe("makeTheme's primary colour (from the printer's database)", () => {
  it.each([
    ['#ff5722', '#ff5722'],
    ['rgb(76, 175, 80)', 'rgb(76, 175, 80)'],
    // what MUI cannot read: Printdeck's own colour instead of a page that fails to render
    ['red;}*{display:none!important}', PRIMARY],
    ['not a colour', PRIMARY],
    ['', PRIMARY],
    // what MUI would read, but would end the style rule it is put in
    ['rgb(1,2,3);}*{display:none!important}', PRIMARY],
  ])('%j → %j', (stored, main) => {
    for (const dark of [true, false]) {
      expect(makeTheme(dark, stored).palette.primary.main).toBe(main);
    }
  });
});
