// The progress circle of large screens.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export default function ProgressCircle({ value, label }: { value: number; label: string }) {
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex' }}>
      <CircularProgress
        aria-hidden
        variant="determinate"
        value={100}
        size={96}
        thickness={4}
        sx={{ position: 'absolute', color: 'action.hover' }}
      />
      <CircularProgress
        variant="determinate"
        value={value}
        size={96}
        thickness={4}
        aria-label={label}
      />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <Typography variant="subtitle1" component="span">{`${Math.floor(value)}%`}</Typography>
      </Box>
    </Box>
  );
}
