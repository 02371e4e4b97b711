// A spool's colour as a round swatch with a ring around it (so black and white show on either
// theme); a spool without a colour shows an empty ring.
import Box from '@mui/material/Box';

export function Swatch({ color, size }: { color: string | null; size: number }) {
  return (
    <Box
      aria-hidden
      data-color={color ?? ''}
      sx={{
        width: size,
        height: size,
        flex: 'none',
        borderRadius: '50%',
        bgcolor: color ?? 'transparent',
        border: 2,
        borderColor: 'divider',
        boxShadow: color ? 'inset 0 0 0 3px rgba(255,255,255,0.25)' : 'none',
      }}
    />
  );
}
