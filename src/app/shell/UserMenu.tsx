// The user's button, shown when the server has authorization and the dashboard may be used; its
// menu (the user's name, manage accounts, change password, log out) loads when first opened and
// finds out who the user is (UserMenuList), so the first page carries none of that.
import { Suspense, useState } from 'react';
import { lazy } from '../../components/lazy';
import IconButton from '@mui/material/IconButton';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { useTranslation } from '../../locales/react';
import { jwtUsername } from '../../lib/jwt';
import { useAuth } from '../../state/auth';
import { useServer } from '../../state/server';

const UserMenuList = lazy(() => import('./UserMenuList'));

export function UserMenu() {
  const { t } = useTranslation();
  // After a reload the login's name is gone; the stored token still says who it is.
  const username = useAuth((s) => s.username ?? jwtUsername(s.token));
  const authenticated = useAuth((s) => s.authenticated);
  const hasAuthorization = useServer((s) => s.components.includes('authorization'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!hasAuthorization || !(authenticated || username)) return null;
  return (
    <>
      <IconButton
        aria-label={username ? t('app.userMenu', { username }) : t('app.manageAccounts')}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AccountCircle />
      </IconButton>
      {anchor && (
        <Suspense fallback={null}>
          <UserMenuList anchor={anchor} username={username} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
