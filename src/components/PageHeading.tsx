// A page's visible title (h1), used by every page.
import Typography from '@mui/material/Typography';

export function PageHeading({ title }: { title: string }) {
  return (
    <Typography variant="h5" component="h1" sx={{ mb: 2, fontWeight: 500 }}>
      {title}
    </Typography>
  );
}
