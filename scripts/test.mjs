// `npm test`: typecheck, lint, unit tests (Vitest), production build, end-to-end tests (Playwright).
// Every step runs even when an earlier one failed, so all counts are reported. The very last line
// of output is `N passed, N failed` (Vitest + Playwright tests; a failed typecheck, lint or build
// step counts as one failure, as does a test runner that produced no report). Exit code 1 on any failure.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, bin, run } from './lib.mjs';

const RESULTS = path.join(ROOT, 'test-results');
const VITEST_JSON = path.join(RESULTS, 'vitest.json');
const PLAYWRIGHT_JSON = path.join(RESULTS, 'playwright.json');

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Vitest's json reporter (Jest-compatible). */
function vitestCounts(report) {
  if (!report || typeof report.numTotalTests !== 'number') return undefined;
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Playwright's json reporter: expected = passed, flaky = passed on retry, unexpected = failed. */
function playwrightCounts(report) {
  const s = report?.stats;
  if (!s || typeof s.expected !== 'number') return undefined;
  return {
    passed: s.expected + (s.flaky ?? 0),
    failed: s.unexpected ?? 0,
    skipped: s.skipped ?? 0,
    // Errors outside tests (config, global setup, a crashing worker) fail the run without a failed test.
    errors: Array.isArray(report.errors) ? report.errors.length : 0,
  };
}

const node = process.execPath;
const STEPS = [
  { name: 'typecheck', cmd: [bin('tsc'), '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint', cmd: [node, bin('eslint'), '.'] },
  {
    name: 'unit tests (vitest)',
    cmd: [
      node,
      bin('vitest'),
      'run',
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.relative(ROOT, VITEST_JSON)}`,
    ],
    report: VITEST_JSON,
    counts: vitestCounts,
  },
  { name: 'build (vite)', cmd: [node, bin('vite'), 'build'] },
  {
    name: 'e2e tests (playwright)',
    cmd: [node, bin('playwright'), 'test'],
    report: PLAYWRIGHT_JSON,
    counts: playwrightCounts,
  },
];

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

async function main() {
  fs.mkdirSync(RESULTS, { recursive: true });
  let passed = 0;
  let failed = 0;
  const summary = [];

  for (const step of STEPS) {
    console.log(
      `\n=== ${step.name}: ${step.cmd.map((c) => path.relative(ROOT, c) || c).join(' ')}`,
    );
    if (step.report) fs.rmSync(step.report, { force: true });
    const t0 = Date.now();
    const [cmd, ...args] = step.cmd;
    const code = await run(cmd, args);
    const took = seconds(Date.now() - t0);

    if (!step.report) {
      if (code !== 0) failed += 1;
      summary.push(
        `${code === 0 ? 'ok  ' : 'FAIL'}  ${step.name} (${took})${code === 0 ? '' : `, exit code ${code}`}`,
      );
      continue;
    }
    const counts = step.counts(readJson(step.report));
    if (!counts) {
      failed += 1;
      summary.push(
        `FAIL  ${step.name} (${took}): no report at ${path.relative(ROOT, step.report)}, exit code ${code}`,
      );
      continue;
    }
    passed += counts.passed;
    failed += counts.failed;
    let note = '';
    // The runner failed although no test did (e.g. a suite that cannot be imported, an error
    // outside tests): count the step itself as one failure so it cannot go unnoticed.
    if (code !== 0 && counts.failed === 0) {
      failed += 1;
      note = `, exit code ${code} without a failed test (counted as 1 failure)`;
    }
    const ok = code === 0 && counts.failed === 0;
    summary.push(
      `${ok ? 'ok  ' : 'FAIL'}  ${step.name} (${took}): ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${note}`,
    );
  }

  console.log('\n=== summary');
  for (const line of summary) console.log(line);
  process.exitCode = failed > 0 ? 1 : 0;
  console.log(`${passed} passed, ${failed} failed`);
}

main().catch((err) => {
  console.error(err);
  console.log('0 passed, 1 failed');
  process.exitCode = 1;
});
