import { describe, expect, it } from 'vitest';
import { isolateBidi, joinNames, openBidi } from '../bidi';

const RLO = '\u202E';
const LRE = '\u202A';
const PDF = '\u202C';
const RLI = '\u2067';
const FSI = '\u2068';
const PDI = '\u2069';

describe('isolateBidi', () => {
  it.each([
    // nothing to isolate: the same text
    ['plain name', 'plain name'],
    ['zero\u200Bwidth', 'zero\u200Bwidth'],
    ['Benchy 🚢', 'Benchy 🚢'],
    // Arabic-Indic digits and separators are numbers, not right-to-left words
    ['٢١٫٥', '٢١٫٥'],
    ['', ''],
    // right-to-left letters: an isolate, so the words and numbers after it keep their place
    ['طابعة ثلاثية الأبعاد', `${FSI}طابعة ثلاثية الأبعاد${PDI}`],
    ['שלום', `${FSI}שלום${PDI}`],
    // controls left open are closed inside the isolate
    [`invoice${RLO}gnp.exe`, `${FSI}invoice${RLO}gnp.exe${PDF}${PDI}`],
    [`a${RLO}b${PDF}c`, `${FSI}a${RLO}b${PDF}c${PDI}`],
    [`a${RLI}b`, `${FSI}a${RLI}b${PDI}${PDI}`],
    [`${RLI}x${RLO}y`, `${FSI}${RLI}x${RLO}y${PDF}${PDI}${PDI}`],
    [`${RLO}x${RLI}y`, `${FSI}${RLO}x${RLI}y${PDI}${PDF}${PDI}`],
    // PDI closes its isolate and what was opened inside it
    [`${RLI}x${RLO}y${PDI}z`, `${FSI}${RLI}x${RLO}y${PDI}z${PDI}`],
    // PDF does not reach past an isolate's start
    [`${RLO}x${FSI}y${PDF}z`, `${FSI}${RLO}x${FSI}yz${PDI}${PDF}${PDI}`],
    // closers with nothing to close go (a stray PDI would end the isolate early)
    [`${PDF}pop${PDI}pop${RLO}right`, `${FSI}poppop${RLO}right${PDF}${PDI}`],
    [`${LRE}${LRE}deep`, `${FSI}${LRE}${LRE}deep${PDF}${PDF}${PDI}`],
    // already one isolate (a number kept left to right): as it is
    ['\u206621.5 °C\u2069', '\u206621.5 °C\u2069'],
    [`${FSI}שלום${PDI}`, `${FSI}שלום${PDI}`],
    // two isolates side by side are not one
    [`${FSI}a${PDI}${FSI}b${PDI}`, `${FSI}${FSI}a${PDI}${FSI}b${PDI}${PDI}`],
    [`${FSI}a${PDI}${PDI}`, `${FSI}${FSI}a${PDI}${PDI}`],
  ])('%j → %j', (text, isolated) => expect(isolateBidi(text)).toBe(isolated));

  it('leaves nothing open, and ends only its own isolate', () => {
    const samples = [
      `${RLO}${RLI}${LRE}${FSI}x`,
      `${PDI}${RLO}${PDF}${PDF}${RLI}`,
      `${RLI}${PDF}`,
      `${PDI}${PDI}${PDI}`,
    ];
    for (const text of samples) {
      const isolated = isolateBidi(text);
      expect(openBidi(isolated)).toEqual([]);
      // Inside the outer isolate nothing closes it before its last character.
      expect(openBidi(isolated.slice(0, -1))).toEqual(['isolate']);
    }
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

describe('joinNames', () => {
  it.each([
    [[], ', ', ''],
    [['a', 'b'], ', ', 'a, b'],
    [['plain', `in${RLO}voice`, 'Benchy'], ', ', `plain, ${FSI}in${RLO}voice${PDF}${PDI}, Benchy`],
    [['שלום', 'y'], ' ', `${FSI}שלום${PDI} y`],
  ] as const)('%j joined by %j → %j', (names, separator, joined) =>
    expect(joinNames(names, separator)).toBe(joined),
  );
});
