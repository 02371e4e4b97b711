// The browser's bar follows Printdeck's top bar in the theme the user chose, whatever the system's.
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTheme } from '../../theme';
import { topBarColor, useThemeColor } from '../useThemeColor';

describe('topBarColor', () => {
  it.each([
    [true, '#1e1e1e'],
    [false, '#f5f5f5'],
  ])('dark %s → %s', (dark, color) => {
    expect(topBarColor(makeTheme(dark))).toBe(color);
  });
});

function Bar({ color }: { color: string }) {
  useThemeColor(color);
  return null;
}

describe('useThemeColor', () => {
  const added: HTMLMetaElement[] = [];
  afterEach(() => added.splice(0).forEach((meta) => meta.remove()));

  it("sets every theme-color (each system theme's) to the colour in use", () => {
    for (const media of ['dark', 'light']) {
      const meta = document.createElement('meta');
      meta.name = 'theme-color';
      meta.media = `(prefers-color-scheme: ${media})`;
      meta.content = media === 'dark' ? '#1e1e1e' : '#f5f5f5';
      document.head.append(meta);
      added.push(meta);
    }
    const contents = () =>
      [...document.querySelectorAll('meta[name="theme-color"]')].map((m) =>
        m.getAttribute('content'),
      );
    const { rerender } = render(<Bar color="#f5f5f5" />);
    expect(contents()).toEqual(['#f5f5f5', '#f5f5f5']);
    rerender(<Bar color="#1e1e1e" />);
    expect(contents()).toEqual(['#1e1e1e', '#1e1e1e']);
  });
});
