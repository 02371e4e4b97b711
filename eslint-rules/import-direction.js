// ESLint rule: imports flow one way through Printdeck's layers.
//   protocol, src/lib  <-  src/moonraker, src/state  <-  src/components  <-  src/features/<x>  <-  src/app
// A feature never imports another feature; src/lib and src/moonraker import no React;
// the simulator (sim/) and the dashboard (src/) share only protocol/.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Which layer a file belongs to, e.g. 'lib', 'state', 'feature:dashboard', 'sim'. */
function layerOf(file) {
  const rel = path.relative(ROOT, file).split(path.sep);
  if (rel[0] === 'protocol') return 'protocol';
  if (rel[0] === 'sim') return 'sim';
  if (rel[0] !== 'src') return null;
  const area = rel[1];
  if (area === 'features') return rel.length > 3 ? `feature:${rel[2]}` : 'features';
  return area ?? null;
}

const ALLOWED = {
  protocol: ['protocol'],
  lib: ['protocol', 'lib'],
  moonraker: ['protocol', 'lib', 'moonraker'],
  // The stores word the messages they show, so they may read the locales (lazy areas).
  state: ['protocol', 'lib', 'moonraker', 'state', 'locales'],
  // The app's translator lives with the messages; its logic is lib's (lib/i18n).
  locales: ['lib', 'locales'],
  components: ['protocol', 'lib', 'moonraker', 'state', 'components', 'locales'],
  workers: ['protocol', 'lib', 'workers'],
  sim: ['protocol', 'sim'],
};
const NO_REACT = new Set(['protocol', 'lib', 'moonraker', 'sim', 'workers']);

function allowed(from, to) {
  if (from === 'app' || from === 'test') return true;
  if (from.startsWith('feature:')) {
    return (
      to === from ||
      ['protocol', 'lib', 'moonraker', 'state', 'components', 'locales', 'workers'].includes(to)
    );
  }
  const list = ALLOWED[from];
  return list ? list.includes(to) : true;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the one-way import direction between layers and features' },
    schema: [],
    messages: {
      wrongWay:
        "'{{from}}' may not import from '{{to}}' (imports flow lib → state → components → features → app).",
      react: "'{{from}}' is framework-free: it may not import '{{source}}'.",
    },
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (!from) return {};
    function check(node) {
      const source = node.source && node.source.value;
      if (typeof source !== 'string') return;
      if (NO_REACT.has(from) && /^(react|react-dom|@mui\/|@emotion\/)/.test(source)) {
        context.report({ node, messageId: 'react', data: { from, source } });
        return;
      }
      if (!source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const to = layerOf(target);
      if (!to || to === from) return;
      // Test helpers (src/test) serve every layer's tests.
      if (to === 'test' && /[\\/]__tests__[\\/]|\.test\.tsx?$/.test(file)) return;
      if (!allowed(from, to)) context.report({ node, messageId: 'wrongWay', data: { from, to } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression(node) {
        if (node.source.type === 'Literal') check({ source: node.source, ...node });
      },
    };
  },
};
