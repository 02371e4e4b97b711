import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Fullscreen from '@mui/icons-material/Fullscreen';
import DeleteSweep from '@mui/icons-material/DeleteSweepOutlined';
import Terminal from '@mui/icons-material/Terminal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layoutStore } from '../../state/layout';
import { openCardPrinter, type CardPrinter } from '../../test/card-printer';
import { CardAction } from '../CardAction';
import { DashboardCard } from '../DashboardCard';
import { PageCard } from '../PageCard';

describe('card frames', () => {
  let p: CardPrinter | undefined;

  afterEach(() => {
    p?.close();
    p = undefined;
  });

  it('a dashboard card is a region named by its title with its icon, actions and collapse button; collapsed, its body goes, its actions stay, and the printer keeps it', async () => {
    p = await openCardPrinter();
    // The printer's dashboard layout, read at connect, holds the card.
    const layout = p.scope.get(layoutStore);
    await waitFor(() => expect(layout.getState().loaded).toBe(true));
    layout.setState({
      layout: { container1: [{ id: 'console', enabled: true, collapsed: false }], container2: [] },
    });
    const cleared = vi.fn();
    p.render(
      <DashboardCard
        id="console"
        title="Console"
        icon={Terminal}
        actions={<CardAction label="Clear" icon={DeleteSweep} onClick={cleared} />}
      >
        <p>Klipper says hello</p>
      </DashboardCard>,
    );
    const card = screen.getByRole('region', { name: 'Console' });
    expect(card).toHaveAttribute('data-card', 'console');
    expect(within(card).getByRole('heading', { level: 2, name: 'Console' })).toBeInTheDocument();
    const icon = within(card).getByTestId('TerminalIcon');
    expect(icon).toHaveClass('MuiSvgIcon-fontSizeSmall', 'MuiSvgIcon-colorPrimary');
    expect(within(card).getByText('Klipper says hello')).toBeInTheDocument();

    const collapse = within(card).getByRole('button', { name: 'Collapse Console' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(collapse);
    const expand = within(card).getByRole('button', { name: 'Expand Console' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByText('Klipper says hello')).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Clear' }));
    expect(cleared).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(p!.db.printdeck).toMatchObject({
        layout: { layouts: { dashboard: { container1: [{ id: 'console', collapsed: true }] } } },
      }),
    );

    await userEvent.click(expand);
    expect(within(card).getByText('Klipper says hello')).toBeInTheDocument();
  });

  it('a title-bar action is named and titled by its label, and is a link when it goes to a page', () => {
    render(
      <>
        <CardAction label="Clear" icon={DeleteSweep} onClick={() => undefined} />
        <CardAction label="Full screen" icon={Fullscreen} to="/console" />
      </>,
    );
    const clear = screen.getByRole('button', { name: 'Clear' });
    expect(clear).toHaveAttribute('title', 'Clear');
    expect(within(clear).getByTestId('DeleteSweepOutlinedIcon')).toHaveClass(
      'MuiSvgIcon-fontSizeSmall',
    );
    const full = screen.getByRole('link', { name: 'Full screen' });
    expect(full).toHaveAttribute('title', 'Full screen');
    expect(full).toHaveAttribute('href', '/console');
  });

  it('a page card is a region named by its heading, with no collapse button', () => {
    render(
      <PageCard id="services" title="Services" actions={<button type="button">Refresh</button>}>
        <p>moonraker: active</p>
      </PageCard>,
    );
    const card = screen.getByRole('region', { name: 'Services' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Services' })).toHaveAttribute(
      'id',
      'services-title',
    );
    expect(card).not.toHaveAttribute('data-card');
    expect(within(card).getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Collapse/ })).toBeNull();
    expect(within(card).getByText('moonraker: active')).toBeInTheDocument();
  });
});
