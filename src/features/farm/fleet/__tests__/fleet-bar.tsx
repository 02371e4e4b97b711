// The fleet bar over the three pretend printers (fleet-printers.ts), for the tests of its actions.
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { createFarmView, FarmViewContext, type FarmViewStore } from '../../farm-view';
import { FleetBar } from '../FleetBar';
import { openFleet, type Fleet } from './fleet-printers';

export interface FleetBarTests {
  /** Opens the three printers, Alpha holding `presets`. */
  open(...args: Parameters<typeof openFleet>): Promise<Fleet>;
  /** Renders the fleet bar with these printers selected; answers the farm view's store. */
  render(selected: string[]): FarmViewStore;
}

/** Call inside a describe: the bar's view, then the printers, go after each test. */
export function fleetBarTests(): FleetBarTests {
  let fleet: Fleet | undefined;
  afterEach(() => {
    // The views go before their printers.
    cleanup();
    fleet?.close();
    fleet = undefined;
  });
  return {
    open: async (...args) => (fleet = await openFleet(...args)),
    render(selected) {
      const store = createFarmView();
      store.setState({ selected });
      render(
        <FarmViewContext.Provider value={store}>
          <FleetBar />
        </FarmViewContext.Provider>,
      );
      return store;
    },
  };
}
