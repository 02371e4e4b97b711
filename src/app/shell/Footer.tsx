// Footer: year, version and build.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function Footer() {
  return (
    <Box component="footer" sx={{ px: 2, py: 1.5, color: 'text.secondary' }}>
      <Typography variant="caption">
        © {new Date().getFullYear()} Printdeck · v{__APP_VERSION__} · build {__BUILD_HASH__}
      </Typography>
    </Box>
  );
}
