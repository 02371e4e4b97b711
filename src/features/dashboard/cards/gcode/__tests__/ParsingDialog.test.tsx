// The parsing dialog opens without a forced layout: it fades in (dialog and backdrop) by an opacity
// animation started as it is inserted, and never reads an element's layout to start a transition
// (which makes the browser lay out the whole page while the preview loads).
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  gcodePreviewStore,
  previewFile,
  setGcodeWorkerFactory,
} from '../../../../../state/gcode-preview';
import { openTestPrinter, type TestPrinter } from '../../../../../test/printer-scope';
import { StandInWorker } from '../../../../../test/parser-worker';
import { FADE_IN_KEYFRAMES } from '../FadeIn';
import { PreviewDialogs } from '../PreviewDialogs';

/** jsdom has neither layout nor animations: what the page asked of them while the dialog opened. */
interface Recorded {
  layoutReads: number;
  animated: { element: Element; keyframes: unknown; options: unknown }[];
}

describe('the parsing dialog', () => {
  let p: TestPrinter;
  let recorded: Recorded;
  const scrollTop = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop')!;

  beforeEach(async () => {
    StandInWorker.all = [];
    recorded = { layoutReads: 0, animated: [] };
    Object.defineProperty(Element.prototype, 'scrollTop', {
      configurable: true,
      get() {
        recorded.layoutReads += 1;
        return 0;
      },
      set() {},
    });
    Object.defineProperty(Element.prototype, 'animate', {
      configurable: true,
      value(this: Element, keyframes: unknown, options: unknown) {
        recorded.animated.push({ element: this, keyframes, options });
      },
    });
    p = await openTestPrinter();
    setGcodeWorkerFactory(p.scope, () => new StandInWorker() as unknown as Worker);
  });

  afterEach(() => {
    p.close();
    Object.defineProperty(Element.prototype, 'scrollTop', scrollTop);
    delete (Element.prototype as { animate?: unknown }).animate;
  });

  it('fades in by an animation, with no layout read, while a long parse runs', async () => {
    act(() => previewFile(p.scope, 'big.gcode', 2400 * 1024));
    p.render(<PreviewDialogs />);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Parsing G-code' },
      { timeout: 5000 }, // a busy machine can take over a second
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(recorded.layoutReads).toBe(0);
    // The dialog's container and the backdrop behind it, each from transparent to opaque.
    const faded = recorded.animated.filter((a) => a.keyframes === FADE_IN_KEYFRAMES);
    expect(faded.map((a) => a.element.className)).toEqual([
      expect.stringContaining('MuiBackdrop-root'),
      expect.stringContaining('MuiDialog-container'),
    ]);
    expect(faded[0]!.options).toMatchObject({ duration: 225 });
    expect(p.scope.get(gcodePreviewStore).getState().status).toBe('parsing');
  });
});
