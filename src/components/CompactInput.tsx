// A small text input for dense dashboard rows (a styled native input: the first page stays light).
// It shows a unit after the value and an error message below it.
import { useId, type InputHTMLAttributes } from 'react';
import Box from '@mui/material/Box';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  unit?: string;
  error?: string | null;
  width?: number;
}

export function CompactInput({ label, unit, error, width = 104, ...input }: Props) {
  const errorId = useId();
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end', width }}>
      {/* A number and its unit read left to right in every language ('210 °C' in Arabic too). */}
      <Box
        dir="ltr"
        sx={{
          display: 'flex',
          alignItems: 'center',
          width: '100%',
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          px: 1,
          bgcolor: 'background.paper',
          '&:hover': { borderColor: error ? 'error.main' : 'text.primary' },
          '&:focus-within': {
            borderColor: error ? 'error.main' : 'primary.main',
            outline: 1,
            outlineColor: error ? 'error.main' : 'primary.main',
          },
        }}
      >
        <Box
          component="input"
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
          sx={{
            flex: 1,
            minWidth: 0,
            py: 0.75,
            border: 0,
            outline: 0,
            bgcolor: 'transparent',
            color: 'text.primary',
            font: 'inherit',
            // 'end', not 'right': right-to-left styles mirror 'right', and this box stays ltr.
            textAlign: 'end',
          }}
        />
        {unit && (
          <Box component="span" aria-hidden="true" sx={{ pl: 0.5, color: 'text.secondary' }}>
            {unit}
          </Box>
        )}
      </Box>
      {error && (
        <Box
          id={errorId}
          component="span"
          sx={{ color: 'error.main', fontSize: '0.75rem', whiteSpace: 'nowrap', mt: 0.25 }}
        >
          {error}
        </Box>
      )}
    </Box>
  );
}
