// The page title shows the time left of a running print after its progress, by the method chosen
// in Settings › General, as the status card computes it.
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PrintStatsState } from '../../../../protocol/objects';
import { DEFAULT_UI_SETTINGS, useSettings } from '../../../state/settings';
import { openCardPrinter, type CardPrinter } from '../../../test/card-printer';
import { cubePrint } from '../../../test/cube-print';
import { useTitleAndFavicon } from '../useTitleAndFavicon';

function Title() {
  useTitleAndFavicon('Alpha', 'Dashboard');
  return null;
}

const method = (timeLeftMethod: 'file' | 'filament' | 'slicer' | 'average') =>
  act(() =>
    useSettings.setState({ general: { ...useSettings.getState().general, timeLeftMethod } }),
  );

const titleIs = (title: string) =>
  waitFor(() => expect(document.title).toBe(title), { timeout: 5000 });

describe('the time left in the title', () => {
  let p: CardPrinter | undefined;

  /** The page title over cube.gcode's print (see cube-print.ts for its times left), in `state`. */
  async function show(state: PrintStatsState, estimates = true) {
    p = await openCardPrinter(cubePrint(state, { estimates }));
    p.render(<Title />);
  }

  beforeEach(() => useSettings.setState(structuredClone(DEFAULT_UI_SETTINGS)));

  afterEach(() => {
    p?.close();
    p = undefined;
    document.title = '';
    useSettings.setState(structuredClone(DEFAULT_UI_SETTINGS));
  });

  it('follows the chosen method', async () => {
    await show('printing');
    await titleIs('25% | 30m left | Alpha | Dashboard');
    method('filament');
    await titleIs('25% | 10m left | Alpha | Dashboard');
    method('slicer');
    await titleIs('25% | 40m left | Alpha | Dashboard');
    method('average');
    await titleIs('25% | 27m left | Alpha | Dashboard');
  });

  it('is left out when the method has no answer', async () => {
    useSettings.setState({
      general: { ...DEFAULT_UI_SETTINGS.general, timeLeftMethod: 'filament' },
    });
    await show('printing', false);
    await titleIs('25% | Alpha | Dashboard');
  });

  it('is not shown while the print is paused, as the progress is not', async () => {
    await show('paused');
    await titleIs('Alpha | Dashboard');
  });
});
