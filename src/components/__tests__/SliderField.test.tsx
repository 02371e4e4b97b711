import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SliderField } from '../SliderField';

function setup(props: Partial<Parameters<typeof SliderField>[0]> = {}) {
  const onCommit = vi.fn();
  render(
    <SliderField
      label="Speed factor"
      value={100}
      min={1}
      max={200}
      onCommit={onCommit}
      {...props}
    />,
  );
  return { onCommit, field: screen.getByRole('textbox', { name: 'Speed factor' }) };
}

describe('SliderField (spec §5 slider rules)', () => {
  it('sends a typed value once, on Enter, not while typing', async () => {
    const { onCommit, field } = setup();
    await userEvent.clear(field);
    await userEvent.type(field, '150');
    expect(onCommit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith(150);
  });

  const refused: [string, string][] = [
    ['0', 'Min 1'],
    ['201', 'Max 200'],
    ['abc', 'Invalid Number'],
    ['', 'Required'],
  ];
  it.each(refused)('refuses %j with %j and reverts on Escape', async (input, message) => {
    const { onCommit, field } = setup();
    await userEvent.clear(field);
    if (input) await userEvent.type(field, input);
    await userEvent.keyboard('{Enter}');
    expect(onCommit).not.toHaveBeenCalled();
    expect(screen.getByText(message)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(field).toHaveValue('100');
  });

  it('lets an overridable slider go past its max', async () => {
    const { onCommit, field } = setup({ overridable: true, max: 600, value: 300 });
    await userEvent.clear(field);
    await userEvent.type(field, '900{Enter}');
    expect(onCommit).toHaveBeenCalledWith(900);
  });

  it('applies an extra rule (off_below) and rounds to the step', async () => {
    const validate = (v: number) => (v !== 0 && v < 10 ? 'Min 10 or 0' : null);
    const { onCommit, field } = setup({
      min: 0,
      max: 2,
      step: 0.001,
      value: 0,
      validate: undefined,
    });
    await userEvent.clear(field);
    await userEvent.type(field, '0.0504{Enter}');
    expect(onCommit).toHaveBeenCalledWith(0.05);
    onCommit.mockClear();
    const other = render(
      <SliderField label="Fan" value={0} validate={validate} onCommit={onCommit} />,
    );
    const fan = other.getByRole('textbox', { name: 'Fan' });
    await userEvent.clear(fan);
    await userEvent.type(fan, '5{Enter}');
    expect(onCommit).not.toHaveBeenCalled();
    expect(other.getByText('Min 10 or 0')).toBeInTheDocument();
  });

  it('sends once the slider is released, not while it moves', async () => {
    const { onCommit, field } = setup();
    const slider = screen.getByRole('slider', { name: 'Speed factor' });
    fireEvent.input(slider, { target: { value: '130' } });
    fireEvent.input(slider, { target: { value: '140' } });
    expect(onCommit).not.toHaveBeenCalled();
    expect(field).toHaveValue('140');
    fireEvent.change(slider, { target: { value: '150' } });
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith(150);
    // Released, it shows the printer's value again until the printer reports the new one.
    await waitFor(() => expect(field).toHaveValue('100'));
  });

  it('labels the slider itself for assistive technology', () => {
    setup();
    expect(screen.getByRole('slider', { name: 'Speed factor' })).toHaveValue('100');
  });
});
