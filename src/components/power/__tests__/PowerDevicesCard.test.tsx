// The /system power card on a test printer: a titled section with the printer's devices when its
// server has the power component, nothing without it.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PowerDevice } from '../../../../protocol/machine';
import { serverStore } from '../../../state/server';
import { openPowerPrinter } from '../../../test/power-printer';
import type { TestPrinter } from '../../../test/printer-scope';
import { PowerDevicesCard } from '../PowerDevicesCard';

const CASELIGHT: PowerDevice = {
  device: 'caselight',
  status: 'on',
  locked_while_printing: false,
  type: 'gpio',
};

describe('PowerDevicesCard', () => {
  let p: TestPrinter | undefined;
  afterEach(() => {
    p?.close();
    p = undefined;
  });

  it('is a titled section with the devices when the server has the power component', async () => {
    p = await openPowerPrinter([CASELIGHT]);
    p.render(<PowerDevicesCard />);
    const card = await screen.findByRole('region', { name: 'Power devices' });
    expect(card).toContainElement(await screen.findByRole('switch', { name: 'caselight' }));
    expect(screen.getByRole('list', { name: 'Power devices' })).toBeInTheDocument();
  });

  it('renders nothing without the power component', async () => {
    p = await openPowerPrinter([CASELIGHT], { withPower: false });
    const { container } = p.render(<PowerDevicesCard />);
    await waitFor(() =>
      expect(p?.scope.get(serverStore).getState().components).toEqual(['machine']),
    );
    expect(container).toBeEmptyDOMElement();
  });
});
