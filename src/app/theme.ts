// Printdeck's MUI themes: dark by default, a light variant, primary #2196F3.
import { createTheme, getContrastRatio, type Theme } from '@mui/material/styles';
import { cssColor } from '../lib/css-color';

export const PRIMARY = '#2196F3';
export const HEADER_HEIGHT = 56;

/**
 * The user's colour when MUI can compute with it (a hex, rgb() or hsl() colour), else Printdeck's:
 * it comes from the printer's database, where any client may have written anything, and MUI throws
 * on what it cannot read, which would leave the page blank on every reload.
 */
function usableColor(color: string): string {
  // MUI reads 'rgb(1,2,3);}*{…}' as a colour: the text must be one first (lib/css-color.ts).
  if (cssColor(color) !== color) return PRIMARY;
  try {
    getContrastRatio(color, '#fff');
    return color;
  } catch {
    return PRIMARY;
  }
}

/**
 * `primary`: the user's colour (Settings › Theme); text on it is white only where that reads 4.5:1.
 * `direction`: the interface language's (right to left for Arabic); `texts`: MUI's own texts in the
 * interface language (app/locale-data.ts).
 */
export function makeTheme(
  dark: boolean,
  primary = PRIMARY,
  direction: 'ltr' | 'rtl' = 'ltr',
  texts: object = {},
): Theme {
  const main = usableColor(primary);
  return createTheme(
    {
      direction,
      palette: {
        mode: dark ? 'dark' : 'light',
        primary: {
          main,
          contrastText: getContrastRatio(main, '#fff') >= 4.5 ? '#fff' : '#000000de',
        },
        secondary: { main: dark ? '#90caf9' : '#1565c0' },
        background: dark
          ? { default: '#121212', paper: '#1e1e1e' }
          : { default: '#f3f4f6', paper: '#ffffff' },
      },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily:
          'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      },
      components: {
        MuiAppBar: { defaultProps: { elevation: 0 } },
        MuiCard: { defaultProps: { variant: 'outlined' } },
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiToolbar: {
          styleOverrides: {
            root: {
              minHeight: HEADER_HEIGHT,
              '@media (min-width:0px)': { minHeight: HEADER_HEIGHT },
            },
          },
        },
      },
    },
    texts,
  );
}
