// The browser's bar, and the installed app's title bar, in the colour of Printdeck's own top bar.
// index.html sets it for the light and the dark system theme before the app runs; once the app
// knows the theme the user chose (Settings › Theme, whatever the system's), it sets both to it.
import { useEffect } from 'react';
import type { Theme } from '@mui/material/styles';

/** The top bar's colour: MUI's default app bar is the paper colour when dark, grey 100 when light. */
export function topBarColor(theme: Theme): string {
  return theme.palette.mode === 'dark' ? theme.palette.background.paper : theme.palette.grey[100];
}

export function useThemeColor(color: string): void {
  useEffect(() => {
    for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
      meta.setAttribute('content', color);
    }
  }, [color]);
}
