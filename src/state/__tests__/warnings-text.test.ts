import { describe, expect, it } from 'vitest';
import { warningText } from '../warnings-text';

const RLO = '\u202E';
const PDF = '\u202C';
const FSI = '\u2068';
const PDI = '\u2069';

describe('warningText of failed components', () => {
  it.each([
    [['plain', 'power'], 'Failed: plain, power'],
    // One name's right-to-left override stays inside it: the names after it keep their order
    // (and the list is an isolate within the message).
    [
      ['plain', `in${RLO}voice`, 'Benchy'],
      `Failed: ${FSI}plain, ${FSI}in${RLO}voice${PDF}${PDI}, Benchy${PDI}`,
    ],
  ])('%j → %j', (components, line) => {
    const text = warningText({
      id: 'moonraker:failed',
      source: 'moonraker',
      kind: 'failedComponents',
      components,
      link: 'https://moonraker.readthedocs.io/',
    });
    expect(text.details).toEqual([line]);
  });
});
