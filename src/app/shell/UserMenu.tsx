// The user's button, shown when the server has authorization and the dashboard may be used; its
// menu (the user's name, manage accounts, change password, log out) loads when first opened. A
// client without a token is the trusted client (or the API-key user): its menu names it and offers
// neither a password change nor a logout.
import { lazy, Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { useTranslation } from 'react-i18next';
import { jwtUsername } from '../../lib/accounts';
import { useAuth } from '../../state/auth';
import { useServer } from '../../state/server';

const UserMenuList = lazy(() => import('./UserMenuList'));

export function UserMenu() {
  const { t } = useTranslation();
  const loggedIn = useAuth((s) => s.username);
  const token = useAuth((s) => s.token);
  const authenticated = useAuth((s) => s.authenticated);
  const hasAuthorization = useServer((s) => s.components.includes('authorization'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!hasAuthorization || !(authenticated || loggedIn)) return null;
  const username = loggedIn ?? jwtUsername(token);
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
