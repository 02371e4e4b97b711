// The primary navigation links, filtered by what the server offers.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ICONS } from '../../components/icons';
import { useServer } from '../../state/server';
import { NAV_ITEMS } from '../routes';

const ICON_BY_PATH: Record<string, keyof typeof ICONS> = {
  '/': 'dashboard',
  '/console': 'console',
  '/jobs': 'jobs',
  '/history': 'history',
  '/timelapse': 'timelapse',
  '/tune': 'tune',
  '/configure': 'configure',
  '/system': 'system',
  '/settings': 'settings',
};

export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const components = useServer((s) => s.components);
  const items = NAV_ITEMS.filter((item) => !item.requires || components.includes(item.requires));
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}
    >
      {items.map((item) => {
        const Icon = ICONS[ICON_BY_PATH[item.path] ?? 'dashboard']!;
        return (
          <li key={item.path}>
            <Button
              component={NavLink}
              to={item.path}
              end={item.path === '/'}
              onClick={onNavigate}
              fullWidth
              color="inherit"
              startIcon={<Icon fontSize="small" />}
              sx={{
                justifyContent: 'flex-start',
                px: 2,
                py: 1,
                textTransform: 'none',
                fontSize: '0.95rem',
                '&.active': { bgcolor: 'action.selected', color: 'primary.main' },
              }}
            >
              {t(item.name)}
            </Button>
          </li>
        );
      })}
    </Box>
  );
}
