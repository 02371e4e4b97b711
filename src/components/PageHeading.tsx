// A page's visible title (h1), used by every page. Some name a thing from the printer (a camera):
// a long one shows two lines, the whole of it in the tooltip.
import Typography from '@mui/material/Typography';
import { clampLines } from './clamp';

export function PageHeading({ title }: { title: string }) {
  return (
    <Typography
      variant="h5"
      component="h1"
      title={title}
      sx={{ mb: 2, fontWeight: 500, ...clampLines(2) }}
    >
      {title}
    </Typography>
  );
}
