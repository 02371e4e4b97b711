// A farm page shows some hundred readings that change every second: a new temperature renders the
// reading's text alone, not the styled line around it (MUI's Typography, whose every render
// computes its styles again). Typography is counted, not replaced: the page renders as it does.
import { forwardRef, type ComponentProps } from 'react';
import type * as TypographyModule from '@mui/material/Typography';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openFarm, type Farm } from '../alerts/__tests__/farm-printers';
import FarmPage from '../FarmPage';

const typography = vi.hoisted(() => ({ renders: 0 }));

vi.mock('@mui/material/Typography', async (importOriginal) => {
  const actual = await importOriginal<typeof TypographyModule>();
  const Real = actual.default;
  const Counted = forwardRef<HTMLElement, ComponentProps<typeof Real>>(
    function Counted(props, ref) {
      typography.renders += 1;
      return <Real ref={ref} {...props} />;
    },
  );
  return { ...actual, default: Counted };
});

describe("a farm tile's readings", () => {
  let farm: Farm | null = null;
  afterEach(() => {
    farm?.close();
    farm = null;
  });

  it('a new temperature is shown by rendering its text alone', async () => {
    farm = await openFarm('printing');
    render(<FarmPage />);
    const bravo = await screen.findByRole('region', { name: 'Bravo' });
    await waitFor(() => expect(within(bravo).getByRole('status')).toHaveTextContent('Printing'));
    farm.bravo.report({ extruder: { temperature: 200.04, target: 210 } });
    await waitFor(() => expect(within(bravo).getByText('200.0 / 210 °C')).toBeVisible(), {
      timeout: 3000,
    });
    // Let the page settle: nothing else is reported meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 1200));

    typography.renders = 0;
    farm.bravo.report({ extruder: { temperature: 201.5 } });
    await waitFor(() => expect(within(bravo).getByText('201.5 / 210 °C')).toBeVisible(), {
      timeout: 3000,
    });
    expect(within(bravo).getByText('Extruder')).toBeVisible();
    expect(typography.renders).toBe(0);
  });
});
