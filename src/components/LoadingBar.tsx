// An indeterminate progress bar for the shell's waits (start-up, a page loading, connecting): the
// same look as MUI's LinearProgress at a fraction of its weight on the first page.
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

export function LoadingBar({ label, sx }: { label: string; sx?: SxProps<Theme> }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={[
        {
          position: 'relative',
          overflow: 'hidden',
          height: 4,
          bgcolor: 'action.selected',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        sx={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          left: 0,
          width: '40%',
          bgcolor: 'primary.main',
          animation: `${slide} 1.4s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
        }}
      />
    </Box>
  );
}
