// Colours for text that must stay readable on both themes (WCAG AA 4.5:1): the primary blue
// #2196F3 is too light for text on white and too dark on the dark theme's selected backgrounds.
import type { Theme } from '@mui/material/styles';

/** Primary-coloured text: lighter on the dark theme, darker on the light one. */
export function primaryText(theme: Theme): string {
  return theme.palette.mode === 'dark' ? PRIMARY_TEXT_ON_DARK : theme.palette.primary.dark;
}

/** Blue 200: 4.5:1 or better even on the dark theme's selected (lighter) backgrounds. */
export const PRIMARY_TEXT_ON_DARK = '#90caf9';

/** Orange text on the light theme's bar: MUI's darkest warning shade (#e65100) reads 3.5:1 there. */
export const WARNING_TEXT_ON_LIGHT = '#a84300';
