// The card queue: cards that come into view together render one after another, each once the one
// before has rendered and a frame has been drawn.
import { describe, expect, it } from 'vitest';
import { createCardQueue, type Turn } from '../card-queue';

/** Steps: request a card, mark it rendered (done), take it away (cancel), or draw a frame. */
type Step = ['request' | 'done' | 'cancel', string] | ['frame'];

function run(steps: Step[]): string[] {
  const shown: string[] = [];
  const frames: (() => void)[] = [];
  const queue = createCardQueue((next) => frames.push(next));
  const turns = new Map<string, Turn>();
  for (const step of steps) {
    if (step[0] === 'frame') for (const next of frames.splice(0)) next();
    else if (step[0] === 'request')
      turns.set(
        step[1],
        queue.request(() => shown.push(step[1])),
      );
    else turns.get(step[1])![step[0]]();
  }
  return shown;
}

describe('card queue', () => {
  it.each<[string, Step[], string[]]>([
    ['a lone card shows at once', [['request', 'a']], ['a']],
    [
      'the next waits for the first to render',
      [
        ['request', 'a'],
        ['request', 'b'],
      ],
      ['a'],
    ],
    [
      'rendered is not enough: a frame must be drawn',
      [
        ['request', 'a'],
        ['request', 'b'],
        ['done', 'a'],
      ],
      ['a'],
    ],
    [
      'rendered and a frame drawn: the next shows',
      [['request', 'a'], ['request', 'b'], ['request', 'c'], ['done', 'a'], ['frame']],
      ['a', 'b'],
    ],
    [
      'one card per frame, in the order asked',
      [
        ['request', 'a'],
        ['request', 'b'],
        ['request', 'c'],
        ['done', 'a'],
        ['frame'],
        ['done', 'b'],
        ['frame'],
      ],
      ['a', 'b', 'c'],
    ],
    [
      'a frame without a rendered card moves nothing',
      [['request', 'a'], ['request', 'b'], ['frame']],
      ['a'],
    ],
    [
      'a card taken away while waiting never shows',
      [
        ['request', 'a'],
        ['request', 'b'],
        ['request', 'c'],
        ['cancel', 'b'],
        ['done', 'a'],
        ['frame'],
      ],
      ['a', 'c'],
    ],
    [
      'a card taken away during its turn frees the queue at once',
      [
        ['request', 'a'],
        ['request', 'b'],
        ['cancel', 'a'],
      ],
      ['a', 'b'],
    ],
    [
      'a done of a card whose turn it is not changes nothing',
      [['request', 'a'], ['request', 'b'], ['request', 'c'], ['done', 'b'], ['frame']],
      ['a'],
    ],
    [
      'a card asked for after the queue emptied shows at once',
      [['request', 'a'], ['done', 'a'], ['frame'], ['request', 'b']],
      ['a', 'b'],
    ],
  ])('%s', (_name, steps, shown) => {
    expect(run(steps)).toEqual(shown);
  });
});
