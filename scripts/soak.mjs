// `npm run soak -- [--minutes N] [--warmup W] [--page dashboard|farm]`: leave Printdeck open while
// its virtual printers print one file after another, sample the page's memory once a minute and
// fail (exit code 1) when the JS heap or the DOM grew by more than 5 % after the warm-up. Without
// --page, the dashboard run and then the farm run (bench/soak-run.mjs says what each shows).
// Defaults: 10 minutes, a warm-up of 5. PRINTDECK_STATIC_DIR: a build elsewhere instead of dist/.
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS, chromiumPath, ensureBuild, ensureDeps } from './lib.mjs';
import { PAGES, report, soak } from '../bench/soak-run.mjs';

async function main() {
  const { values } = parseArgs({
    options: {
      minutes: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '5' },
      page: { type: 'string' },
    },
  });
  const minutes = Number(values.minutes);
  const warmup = Number(values.warmup);
  if (!Number.isInteger(minutes) || !Number.isInteger(warmup) || warmup < 0 || warmup >= minutes)
    throw new Error(`--minutes and --warmup: whole numbers, the warm-up shorter than the run`);
  const kinds = values.page ? [values.page] : Object.keys(PAGES);
  for (const kind of kinds)
    if (!PAGES[kind]) throw new Error(`--page ${kind}: one of ${Object.keys(PAGES).join(', ')}`);

  await ensureDeps();
  if (!process.env.PRINTDECK_STATIC_DIR) await ensureBuild();
  const { chromium } = await import('playwright-core');
  const browsers = [];
  const launchChromium = async () => {
    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      headless: true,
      args: CHROMIUM_ARGS,
    });
    browsers.push(browser);
    return browser;
  };
  let failed = false;
  try {
    for (const kind of kinds) {
      const run = await soak({ kind, minutes, warmup, launchChromium });
      report(run);
      if (!run.verdict.pass) failed = true;
    }
  } finally {
    for (const b of browsers) await b.close().catch(() => undefined);
  }
  console.log(failed ? '\nsoak: FAIL' : '\nsoak: PASS');
  if (failed) process.exitCode = 1;
}

main().catch((err) => {
  console.error(`[soak] ${err.stack ?? err}`);
  process.exitCode = 1;
});
