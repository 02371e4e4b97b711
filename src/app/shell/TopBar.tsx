// The app bar: navigation button (mobile), logo and instance name, printer state, notification bell,
// user menu, emergency stop (not on phones: it is in the navigation drawer there) and the tools
// button.
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import MoreVert from '@mui/icons-material/MoreVert';
import { useState } from 'react';
import { useTranslation } from '../../locales/react';
import { appHref } from '../../components/app-href';
import { Link } from 'wouter';
import { logoSource } from '../../lib/logo';
import { ICONS } from '../../components/icons';
import { useConnection } from '../../state/connection';
import { useInstances } from '../../state/instances';
import { useSettings } from '../../state/settings';
import { openTools, useUi } from '../../state/ui';
import { EmergencyStop } from './EmergencyStop';
import { NotificationBell } from './NotificationBell';
import { PrinterStateChip } from './PrinterStateChip';
import { UserMenu } from './UserMenu';

interface Props {
  instanceName: string;
  showControls: boolean;
  mobile: boolean;
  showNavButton: boolean;
}

export function TopBar({ instanceName, showControls, mobile, showNavButton }: Props) {
  const { t } = useTranslation();
  // The user's logo (Settings › Theme); Printdeck's when there is none or it does not load.
  const logo = logoSource(
    useSettings((s) => s.theme.logo),
    useConnection((s) => s.apiUrl),
  );
  const [broken, setBroken] = useState<string | null>(null);
  const own = !logo || logo === broken;
  const farm = useInstances((s) => s.instances.length > 1);
  const FarmIcon = ICONS.farm!;
  return (
    <AppBar
      position="fixed"
      color="default"
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 1 }}>
        {showNavButton && (
          <IconButton
            edge="start"
            aria-label={t('app.openNavigation')}
            onClick={() => useUi.setState({ navOpen: true })}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Box
          component={Link}
          to="/"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: 'inherit',
            textDecoration: 'none',
            minWidth: 0,
          }}
        >
          <Box
            component="img"
            src={own ? `${import.meta.env.BASE_URL}favicon.svg` : logo}
            alt={own ? '' : instanceName}
            onError={() => setBroken(logo)}
            sx={{ height: 28, minWidth: 28, maxWidth: 120, objectFit: 'contain' }}
          />
          <Typography variant="h6" component="span" noWrap sx={{ fontSize: '1.1rem' }}>
            {instanceName}
          </Typography>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {farm && (
          <IconButton
            component={Link}
            href={appHref('/farm')}
            aria-label={t('routes.farm')}
            title={t('routes.farm')}
          >
            <FarmIcon />
          </IconButton>
        )}
        {showControls && <PrinterStateChip />}
        {showControls && <NotificationBell />}
        <UserMenu />
        {showControls && !mobile && <EmergencyStop />}
        <IconButton edge="end" aria-label={t('app.openTools')} onClick={openTools}>
          <MoreVert />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
