import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePower } from '../../../state/power';
import { useServer } from '../../../state/server';
import { PowerDevicesCard } from '../PowerDevicesCard';

describe('PowerDevicesCard', () => {
  beforeEach(() =>
    usePower.setState({
      devices: [{ device: 'caselight', status: 'on', locked_while_printing: false, type: 'gpio' }],
      busy: {},
      loaded: true,
    }),
  );

  it('is a titled section with the devices when the server has the power component', () => {
    useServer.setState({ components: ['machine', 'power'] });
    render(<PowerDevicesCard />);
    const card = screen.getByRole('region', { name: 'Power devices' });
    expect(card).toContainElement(screen.getByRole('switch', { name: 'caselight' }));
    expect(screen.getByRole('list', { name: 'Power devices' })).toBeInTheDocument();
  });

  it('renders nothing without the power component', () => {
    useServer.setState({ components: ['machine'] });
    const { container } = render(<PowerDevicesCard />);
    expect(container).toBeEmptyDOMElement();
  });
});
