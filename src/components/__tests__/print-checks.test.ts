import { describe, expect, it } from 'vitest';
import type { PrinterScope } from '../../state/scope/printer-scope';
import { printSteps, printWarnings, type PrintCheck, type PrintWarning } from '../print-checks';

const scope = {} as PrinterScope;

function check(id: string, run: (filename: string) => Promise<PrintWarning[]>): PrintCheck {
  return { id, load: () => Promise.resolve({ default: (_scope, filename) => run(filename) }) };
}
const says = (id: string, text: string) => check(id, () => Promise.resolve([{ id, text }]));
const fails = check('fails', () => Promise.reject(new Error('Spoolman away')));
const neverAnswers = check('slow', () => new Promise<PrintWarning[]>(() => {}));
const cannotLoad: PrintCheck = { id: 'chunk', load: () => Promise.reject(new Error('chunk')) };

describe('printWarnings', () => {
  it.each<[string, PrintCheck[], string[]]>([
    ['no checks', [], []],
    ['a check with nothing to say', [check('quiet', () => Promise.resolve([]))], []],
    [
      'each check’s warnings in the checks’ order',
      [says('a', 'one'), says('b', 'two')],
      ['one', 'two'],
    ],
    ['a failing check says nothing', [fails, says('b', 'two')], ['two']],
    ['a check whose code does not load says nothing', [cannotLoad, says('b', 'two')], ['two']],
    [
      'a check that does not answer in time says nothing',
      [neverAnswers, says('b', 'two')],
      ['two'],
    ],
  ])('%s', async (_name, checks, texts) => {
    const warnings = await printWarnings(checks, scope, 'a.gcode', 50);
    expect(warnings.map((w) => w.text)).toEqual(texts);
  });

  it('hands the file name to the check', async () => {
    const seen: string[] = [];
    await printWarnings(
      [check('a', (filename) => (seen.push(filename), Promise.resolve([])))],
      scope,
      'parts/b.gcode',
    );
    expect(seen).toEqual(['parts/b.gcode']);
  });
});

describe('printSteps', () => {
  const Step = () => null;
  const asks = (id: string): PrintCheck => ({
    id,
    load: () =>
      Promise.resolve({
        default: () => Promise.resolve([]),
        ask: () => Promise.resolve({ id: `${id}.ask`, Component: Step }),
      }),
  });
  const asksNothing: PrintCheck = {
    id: 'quiet',
    load: () =>
      Promise.resolve({ default: () => Promise.resolve([]), ask: () => Promise.resolve(null) }),
  };
  const askFails: PrintCheck = {
    id: 'fails',
    load: () =>
      Promise.resolve({
        default: () => Promise.resolve([]),
        ask: () => Promise.reject(new Error('Spoolman away')),
      }),
  };
  const askNeverAnswers: PrintCheck = {
    id: 'slow',
    load: () =>
      Promise.resolve({
        default: () => Promise.resolve([]),
        ask: () => new Promise(() => {}),
      }),
  };

  it.each<[string, PrintCheck[], string[]]>([
    ['no checks', [], []],
    ['a check without a step', [says('a', 'one')], []],
    ['a check with nothing to ask now', [asksNothing], []],
    [
      'each check’s step in the checks’ order',
      [asks('a'), says('b', 'x'), asks('c')],
      ['a.ask', 'c.ask'],
    ],
    ['a failing step is not asked', [askFails, asks('b')], ['b.ask']],
    ['a step that does not answer in time is not asked', [askNeverAnswers, asks('b')], ['b.ask']],
    ['a check whose code does not load asks nothing', [cannotLoad, asks('b')], ['b.ask']],
  ])('%s', async (_name, checks, ids) => {
    const steps = await printSteps(checks, scope, 'a.gcode', 50);
    expect(steps.map((step) => step.id)).toEqual(ids);
  });
});
