// Hostile text for the browser tests of e2e/hostile-*.spec.ts: forty inputs that a printer (file
// names, macros, messages, announcements, …) or a user could hand the dashboard, and the checks
// every page showing them must pass. Each script payload calls the trap `__pwned.push('<id>')`
// (also in capitals, `__PWNED.PUSH('<ID>')`, for channels that upper-case, as Klipper does with
// macro names); the init script of `armTraps` records those calls and every use of alert, eval,
// Function and window.open, so that anything that runs is seen.
import type { Page } from '@playwright/test';

export interface HostileInput {
  /** Short and unique; the trap records it. */
  id: string;
  text: string;
}

const trap = (id: string) => `__pwned.push('${id}')`;

/** A string of about `length` characters without a space or anything else to break it at. */
export const LONG_WORD = 'W'.repeat(5000);

export const HOSTILE_INPUTS: readonly HostileInput[] = [
  { id: 'img', text: `<img src=x onerror="${trap('img')}">` },
  { id: 'script', text: `<script>${trap('script')}</script>` },
  { id: 'svg', text: `<svg onload=${trap('svg')}>` },
  { id: 'iframe', text: `<iframe src="javascript:top.${trap('iframe')}"></iframe>` },
  { id: 'attr-dq', text: `"><img src=x onerror=${trap('attr-dq')}>` },
  { id: 'attr-sq', text: `'><svg/onload=${trap('attr-sq')}>` },
  { id: 'js-url', text: `javascript:${trap('js-url')}` },
  { id: 'js-case', text: ` JaVaScRiPt:${trap('js-case')}` },
  { id: 'js-tab', text: `java\tscript:${trap('js-tab')}` },
  { id: 'js-entity', text: `javascript&colon;${trap('js-entity')}` },
  { id: 'data-html', text: `data:text/html,<script>top.${trap('data-html')}</script>` },
  { id: 'vbscript', text: 'vbscript:msgbox("vbscript")' },
  { id: 'angular', text: `{{constructor.constructor('${trap('angular')}')()}}` },
  { id: 'template', text: `\${${trap('template')}}` },
  { id: 'md-js', text: `[click me](javascript:${trap('md-js')})` },
  { id: 'md-data', text: '[open](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)' },
  { id: 'md-proto', text: '[here](//evil.example/steal)' },
  { id: 'entities', text: '&lt;b&gt;bold&lt;/b&gt; &amp;amp; &#60;i&#62; &quot;q&quot;' },
  { id: 'a-tag', text: `<a href="javascript:${trap('a-tag')}">press</a>` },
  { id: 'style', text: '<style>*{display:none!important}</style>hidden?' },
  { id: 'i18n', text: '{{name}} $t(core.appName) {{- value}} %s %d' },
  { id: 'proto', text: '__proto__' },
  { id: 'ctor', text: 'constructor' },
  { id: 'rlo', text: 'invoice\u202Egnp.exe' },
  { id: 'isolates', text: '\u2067RTL isolate\u2066 open \u2068 first' },
  { id: 'pdf-pop', text: '\u202Cpop\u2069pop\u202Eright' },
  { id: 'zero-width', text: 'zero\u200Bwidth\u200C\u200D\uFEFFjoin' },
  { id: 'zalgo', text: `Z${'\u0336\u0337\u0338\u0334\u0335\u0321\u0322'.repeat(40)}algo` },
  { id: 'emoji', text: 'Benchy 🚢🔥 👩‍👩‍👧‍👦 🏳️‍🌈 🖨️' },
  { id: 'rtl', text: 'طابعة ثلاثية الأبعاد שלום עולם' },
  { id: 'long', text: LONG_WORD },
  { id: 'lines', text: 'line one\nline two\tafter a tab\r\nthree' },
  { id: 'controls', text: 'bell\u0007esc\u001b[31mred\u007fdel\u0001soh' },
  { id: 'pct-00', text: '%00%2e%2e%2f%3Cscript%3E' },
  { id: 'dotdot', text: '../../../etc/passwd' },
  { id: 'sql', text: "Robert'); DROP TABLE jobs;--" },
  { id: 'wide', text: 'Ｗ'.repeat(120) },
  { id: 'srcdoc', text: `<iframe srcdoc="<script>parent.${trap('srcdoc')}</script>">` },
  { id: 'meta', text: `<meta http-equiv="refresh" content="0;url=javascript:${trap('meta')}">` },
  { id: 'object', text: `<object data="javascript:${trap('object')}"></object><embed src=x>` },
];

/** Inputs that hold a markup or script payload (what must never become an element). */
export const SCRIPT_IDS = HOSTILE_INPUTS.filter((i) => /__pwned/.test(i.text)).map((i) => i.id);

/**
 * The inputs a channel can carry, adapted to it: `forbid` drops the characters the channel cannot
 * hold (replaced by '_'), `spaces` false replaces whitespace runs by '/' (still an attribute
 * separator in HTML, so `<img/src=x/onerror=…>` stays live), `max` cuts to that many characters and
 * `maxBytes` to that many bytes of UTF-8, `lines` false joins lines. Inputs that end up empty, or equal to another, are left out.
 */
export function inputsFor(options: {
  forbid?: RegExp;
  spaces?: boolean;
  max?: number;
  maxBytes?: number;
  lines?: boolean;
  skip?: readonly string[];
}): HostileInput[] {
  const seen = new Set<string>();
  const out: HostileInput[] = [];
  for (const input of HOSTILE_INPUTS) {
    if (options.skip?.includes(input.id)) continue;
    let text = input.text;
    if (options.lines === false) text = text.replace(/[\r\n]+/g, ' ');
    if (options.spaces === false) text = text.replace(/\s+/g, '/');
    if (options.forbid) text = text.replace(options.forbid, '_');
    if (options.max !== undefined) text = [...text].slice(0, options.max).join('');
    if (options.maxBytes !== undefined) {
      while (Buffer.byteLength(text) > options.maxBytes) text = [...text].slice(0, -1).join('');
    }
    if (text.trim() === '' || seen.has(text)) continue;
    seen.add(text);
    out.push({ id: input.id, text });
  }
  return out;
}

/**
 * Installs the traps in every document the page loads: `__pwned` records payloads that ran, and
 * alert / confirm / prompt / eval / Function / setTimeout with a string / window.open with an
 * address other than http(s) are recorded too.
 */
export async function armTraps(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown> & { __pwned: string[] };
    w.__pwned = [];
    const record = (what: string) => w.__pwned.push(what);
    w.__PWNED = { PUSH: (id: string) => record(String(id).toLowerCase()) };
    for (const name of ['alert', 'confirm', 'prompt'] as const) {
      w[name] = (message?: unknown) => {
        record(`${name}:${String(message).slice(0, 60)}`);
        return null;
      };
    }
    // The test's own page.evaluate() goes through eval too (from Playwright's UtilityScript).
    const fromTest = () => /UtilityScript|InjectedScript/.test(new Error().stack ?? '');
    const realEval = window.eval;
    w.eval = (code: string) => {
      if (!fromTest()) record(`eval:${String(code).slice(0, 60)}`);
      return realEval(code);
    };
    const RealFunction = Function;
    const WatchedFunction = new Proxy(RealFunction, {
      apply(target, self, args: string[]) {
        record(`Function:${String(args.at(-1)).slice(0, 60)}`);
        return Reflect.apply(target, self, args);
      },
      construct(target, args: string[]) {
        record(`Function:${String(args.at(-1)).slice(0, 60)}`);
        return Reflect.construct(target, args) as object;
      },
    });
    w.Function = WatchedFunction;
    Object.defineProperty(RealFunction.prototype, 'constructor', { value: WatchedFunction });
    const realTimeout = window.setTimeout.bind(window);
    w.setTimeout = ((handler: unknown, ...rest: unknown[]) => {
      if (typeof handler === 'string') record(`setTimeout:${handler.slice(0, 60)}`);
      return realTimeout(handler as TimerHandler, ...(rest as [number]));
    }) as typeof setTimeout;
    const realOpen = window.open.bind(window);
    w.open = (url?: string | URL, ...rest: string[]) => {
      const href = new URL(String(url ?? ''), location.href);
      if (href.protocol !== 'http:' && href.protocol !== 'https:') record(`open:${String(url)}`);
      return realOpen(url, ...rest);
    };
  });
}

/** What the traps recorded on the current document. */
export function pwned(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __pwned?: string[] }).__pwned ?? ['no trap']);
}
