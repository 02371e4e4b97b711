import { describe, expect, it } from 'vitest';
import { closeBidi, openBidi } from '../bidi';

const RLO = '\u202E';
const LRE = '\u202A';
const PDF = '\u202C';
const RLI = '\u2067';
const FSI = '\u2068';
const PDI = '\u2069';

describe('closeBidi', () => {
  it.each([
    ['plain name', 'plain name'],
    ['طابعة ثلاثية الأبعاد', 'طابعة ثلاثية الأبعاد'],
    ['zero\u200Bwidth', 'zero\u200Bwidth'],
    [`invoice${RLO}gnp.exe`, `invoice${RLO}gnp.exe${PDF}`],
    [`a${RLO}b${PDF}c`, `a${RLO}b${PDF}c`],
    [`a${RLI}b`, `a${RLI}b${PDI}`],
    [`a${RLI}b${PDI}c`, `a${RLI}b${PDI}c`],
    [`${RLI}x${RLO}y`, `${RLI}x${RLO}y${PDF}${PDI}`],
    [`${RLO}x${RLI}y`, `${RLO}x${RLI}y${PDI}${PDF}`],
    // PDI closes its isolate and what was opened inside it
    [`${RLI}x${RLO}y${PDI}z`, `${RLI}x${RLO}y${PDI}z`],
    // PDF does not reach into an isolate's outside
    [`${RLO}x${FSI}y${PDF}z`, `${RLO}x${FSI}y${PDF}z${PDI}${PDF}`],
    // closers with nothing to close change nothing, and add nothing
    [`${PDF}pop${PDI}pop${RLO}right`, `${PDF}pop${PDI}pop${RLO}right${PDF}`],
    [`${LRE}${LRE}deep`, `${LRE}${LRE}deep${PDF}${PDF}`],
  ])('%j → %j', (text, closed) => expect(closeBidi(text)).toBe(closed));

  it('leaves nothing open, whatever the text', () => {
    const samples = [`${RLO}${RLI}${LRE}${FSI}x`, `${PDI}${RLO}${PDF}${PDF}${RLI}`, `${RLI}${PDF}`];
    for (const text of samples) expect(openBidi(closeBidi(text))).toEqual([]);
  });
});

describe('openBidi', () => {
  it.each([
    ['', []],
    [`${RLO}`, ['embedding']],
    [`${RLI}${RLO}`, ['isolate', 'embedding']],
    [`${RLI}${RLO}${PDI}`, []],
    [`${RLO}${RLI}${PDF}`, ['embedding', 'isolate']],
  ] as const)('%j → %j', (text, open) => expect(openBidi(text)).toEqual(open));
});
