// Any unknown path: say so and offer the way back.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../locales/react';
import { Link } from 'wouter';
import { PageHeading } from '../../components/PageHeading';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <PageHeading title={t('routes.notFound')} />
      <Typography>{t('app.notFoundText')}</Typography>
      <Button variant="contained" component={Link} to="/">
        {t('app.returnToDashboard')}
      </Button>
    </Stack>
  );
}
