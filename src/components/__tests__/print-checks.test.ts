import { describe, expect, it } from 'vitest';
import type { PrinterScope } from '../../state/scope/printer-scope';
import { printWarnings, type PrintCheck, type PrintWarning } from '../print-checks';

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
