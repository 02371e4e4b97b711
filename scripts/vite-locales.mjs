// Vite plugin: each language's area files (src/locales/<code>/*.json, English excepted: it is
// bundled) merged into one file, `locales/<code>.json` under the app's base path, which the
// dashboard fetches when the language is chosen (spec part 1: locale files load from the base
// path). Emitted with the build; served from the sources by the dev server.
import fs from 'node:fs';
import path from 'node:path';

/** The merged translation of one language folder (each area file owns its top-level keys). */
export function mergedLocale(folder) {
  const merged = {};
  for (const name of fs.readdirSync(folder).sort()) {
    if (!name.endsWith('.json')) continue;
    Object.assign(merged, JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')));
  }
  return merged;
}

/** The language folders other than English. */
function languages(root) {
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'en' && !entry.name.startsWith('_'))
    .map((entry) => entry.name);
}

export function localeFiles(root) {
  return {
    name: 'printdeck-locales',
    buildStart() {
      for (const code of languages(root)) this.addWatchFile(path.join(root, code));
    },
    generateBundle() {
      for (const code of languages(root))
        this.emitFile({
          type: 'asset',
          fileName: `locales/${code}.json`,
          source: JSON.stringify(mergedLocale(path.join(root, code))),
        });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = /\/locales\/([a-z]{2})\.json(\?|$)/.exec(request.url ?? '');
        const folder = match && path.join(root, match[1]);
        if (!match || match[1] === 'en' || !fs.existsSync(folder)) return next();
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.end(JSON.stringify(mergedLocale(folder)));
      });
    },
  };
}
