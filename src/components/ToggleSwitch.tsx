// An on/off switch with its label: a native checkbox with the switch role (MUI's Switch would add
// some 4 KB gzip to the dashboard's cards). The label is the switch's name; a long one (a sensor
// named by the printer) shows two lines and the rest in its tooltip.
import { useId } from 'react';
import Box from '@mui/material/Box';
import { clampLines } from './clamp';

interface Props {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  /** Label after the switch (default) or before it, spread to the row's ends. */
  placement?: 'end' | 'start';
}

export function ToggleSwitch({ label, checked, disabled, onChange, placement = 'end' }: Props) {
  const id = useId();
  const input = (
    <Box
      component="input"
      id={id}
      type="checkbox"
      role="switch"
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
      sx={{
        appearance: 'none',
        flexShrink: 0,
        width: 34,
        height: 18,
        m: 0,
        borderRadius: 9,
        position: 'relative',
        cursor: 'pointer',
        bgcolor: 'action.disabled',
        transition: 'background-color 120ms',
        '&::after': {
          content: '""',
          position: 'absolute',
          top: 2,
          left: 2,
          width: 14,
          height: 14,
          borderRadius: '50%',
          bgcolor: 'common.white',
          boxShadow: 1,
          transition: 'transform 120ms',
        },
        '&:checked': { bgcolor: 'primary.main' },
        '&:checked::after': { transform: 'translateX(16px)' },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        '&:disabled': { cursor: 'default', opacity: 0.5 },
      }}
    />
  );
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        minHeight: 36,
        minWidth: 0,
        justifyContent: placement === 'start' ? 'space-between' : 'flex-start',
        flexGrow: placement === 'start' ? 1 : 0,
      }}
    >
      {placement === 'end' && input}
      <Box
        component="label"
        htmlFor={id}
        title={label}
        sx={{ typography: 'body2', cursor: 'pointer', minWidth: 0, ...clampLines(2) }}
      >
        {label}
      </Box>
      {placement === 'start' && input}
    </Box>
  );
}
