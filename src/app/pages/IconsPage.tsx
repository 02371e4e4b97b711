// Every icon name Printdeck has, each with a tooltip naming it.
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Box from '@mui/material/Box';
import { useTranslation } from '../../locales/react';
import { ICONS } from '../../components/icons';
import { PageHeading } from '../../components/PageHeading';

export default function IconsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('routes.icons')} />
      <Stack
        direction="row"
        component="ul"
        sx={{ listStyle: 'none', p: 0, flexWrap: 'wrap', gap: 2 }}
      >
        {Object.entries(ICONS).map(([name, Icon]) => (
          <Tooltip key={name} title={name}>
            <Box component="li" tabIndex={0} aria-label={name} sx={{ p: 1 }}>
              <Icon />
            </Box>
          </Tooltip>
        ))}
      </Stack>
    </>
  );
}
