// The primary navigation links (the pages with a navigation entry), filtered by what the server
// offers; an entry may carry a count from its page's own data.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '../../locales/react';
import { appHref } from '../../components/app-href';
import { Link, useLocation } from 'wouter';
import { useServer } from '../../state/server';
import { NAV_ITEMS, type NavItem } from '../routes';
import { primaryText } from '../../components/colors';

const noBadge = () => 0;
const alwaysShown = () => true;

function NavLink({
  item,
  active,
  onNavigate,
}: {
  item: NavItem;
  active: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  // Fixed per entry: the same hook runs on every render of this entry.
  const useBadge = item.useBadge ?? noBadge;
  const badge = useBadge();
  const useShown = item.useShown ?? alwaysShown;
  const shown = useShown();
  const Icon = item.icon;
  const name = t(item.name);
  if (!shown) return null;
  return (
    <li>
      <Button
        component={Link}
        to={item.absolute ? appHref(item.path) : item.path}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        fullWidth
        color="inherit"
        startIcon={<Icon fontSize="small" />}
        aria-label={
          badge > 0 && item.badgeLabel ? t(item.badgeLabel, { name, count: badge }) : undefined
        }
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
}

export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const components = useServer((s) => s.components);
  const [pathname] = useLocation();
  const items = NAV_ITEMS.filter((item) => !item.requires || components.includes(item.requires));
  // The dashboard link is active on / only; the others on their path and below it.
  const isActive = (path: string) =>
    path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}
    >
      {items.map((item) => (
        <NavLink key={item.path} item={item} active={isActive(item.path)} onNavigate={onNavigate} />
      ))}
    </Box>
  );
}
