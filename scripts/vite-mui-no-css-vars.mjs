// A Vite plugin for the build: MUI without its CSS-variables theme code.
//
// Printdeck's theme (src/app/theme.ts) is a plain palette theme: no `cssVariables`, no
// `colorSchemes`. For such a theme MUI's createTheme calls createThemeNoVars and its ThemeProvider
// renders ThemeProviderNoVars, but both modules import the CSS-variables variants as well (the theme
// builder, CssVarsProvider, the colour-scheme script and storage), about 7 KB gzip on the first
// page that never run. Inside @mui/material/styles this plugin hands those two modules a
// replacement that goes straight to the no-variables variant, and fails loudly if a theme asks for
// CSS variables or colour schemes, so the build can never silently drop something a theme uses.
import path from 'node:path';

const STYLES = /[\\/]@mui[\\/]material[\\/]styles[\\/][^\\/]+\.mjs$/;
const PREFIX = '\0printdeck-mui-no-css-vars:';

const refusal = (what) =>
  `throw new Error('Printdeck builds MUI without CSS variables: a theme asked for ${what}');`;

/** The replacement modules, by the file they stand for (their imports are absolute paths). */
function source(name, dir) {
  const at = (file) => JSON.stringify(path.join(dir, file));
  if (name === 'createTheme.mjs') {
    return [
      `import createThemeNoVars from ${at('createThemeNoVars.mjs')};`,
      'export default function createTheme(options = {}, ...args) {',
      `  if (options.cssVariables || 'colorSchemes' in options) ${refusal('CSS variables')}`,
      '  return createThemeNoVars(options, ...args);',
      '}',
    ].join('\n');
  }
  return [
    "import * as React from 'react';",
    "import { jsx } from 'react/jsx-runtime';",
    `import ThemeProviderNoVars from ${at('ThemeProviderNoVars.mjs')};`,
    `import THEME_ID from ${at('identifier.mjs')};`,
    'export default function ThemeProvider({ theme, ...props }) {',
    '  const plain = React.useMemo(() => {',
    "    if (typeof theme === 'function') return theme;",
    '    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;',
    `    if ('colorSchemes' in muiTheme) ${refusal('colour schemes')}`,
    // As MUI does for such a theme: no `vars`, so nothing is inherited from an outer theme.
    "    return 'vars' in muiTheme ? theme : { ...theme, vars: null };",
    '  }, [theme]);',
    '  return jsx(ThemeProviderNoVars, { theme: plain, ...props });',
    '}',
  ].join('\n');
}

/** @returns {import('vite').Plugin} */
export function muiWithoutCssVariables() {
  return {
    name: 'printdeck-mui-no-css-vars',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      if (!importer || !STYLES.test(importer)) return null;
      if (id !== './createTheme.mjs' && id !== './ThemeProvider.mjs') return null;
      return `${PREFIX}${path.join(path.dirname(importer), id.slice(2))}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length);
      return source(path.basename(file), path.dirname(file));
    },
  };
}
