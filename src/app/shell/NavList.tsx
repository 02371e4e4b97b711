// The primary navigation links, filtered by what the server offers.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { ICONS } from '../../components/icons';
import { useServer } from '../../state/server';
import { useUpdates } from '../../state/updates';
import { updateCount } from '../../lib/updates';
import { NAV_ITEMS } from '../routes';
import { primaryText } from '../../components/colors';

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
  const [pathname] = useLocation();
  const updates = useUpdates((s) => updateCount(s.status));
  const items = NAV_ITEMS.filter((item) => !item.requires || components.includes(item.requires));
  // The dashboard link is active on / only; the others on their path and below it.
  const isActive = (path: string) =>
    path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}
    >
      {items.map((item) => {
        const Icon = ICONS[ICON_BY_PATH[item.path] ?? 'dashboard']!;
        const name = t(item.name);
        // The settings item counts the components with an update waiting.
        const badge = item.path === '/settings' ? updates : 0;
        return (
          <li key={item.path}>
            <Button
              component={Link}
              to={item.path}
              aria-current={isActive(item.path) ? 'page' : undefined}
              onClick={onNavigate}
              fullWidth
              color="inherit"
              startIcon={<Icon fontSize="small" />}
              aria-label={badge > 0 ? t('navBadge.updates', { name, count: badge }) : undefined}
              sx={{
                justifyContent: 'flex-start',
                px: 2,
                py: 1,
                textTransform: 'none',
                fontSize: '0.95rem',
                '&[aria-current="page"]': { bgcolor: 'action.selected', color: primaryText },
              }}
            >
              {name}
              {badge > 0 && (
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    ml: 'auto',
                    minWidth: 20,
                    px: 0.75,
                    borderRadius: 10,
                    bgcolor: 'primary.dark',
                    color: '#fff',
                    fontSize: '0.75rem',
                    lineHeight: '20px',
                    textAlign: 'center',
                  }}
                >
                  {badge}
                </Box>
              )}
            </Button>
          </li>
        );
      })}
    </Box>
  );
}
