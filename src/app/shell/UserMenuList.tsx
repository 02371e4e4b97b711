// The user menu's items: the user's name (or the trusted client's / API-key user's display name),
// manage accounts, and for a logged-in user change password and log out (to the dashboard's login).
import { Suspense, useState } from 'react';
import { lazy } from '../../components/lazy';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from '../../locales/react';
import { Link, useLocation } from 'wouter';
import { userKind } from '../../lib/accounts';
import { jwtUsername } from '../../lib/jwt';
import { useAccounts } from '../../state/accounts';
import { useAuth } from '../../state/auth';
import { logout } from '../../state/session';
import accountsMessages from '../../locales/en/accounts.json';
import { registerEnglishArea } from '../../locales/lazy';

registerEnglishArea(accountsMessages);

const ChangePasswordDialog = lazy(
  () => import('../../features/settings/auth/ChangePasswordDialog'),
);

export default function UserMenuList({
  anchor,
  username,
  onClose,
}: {
  anchor: HTMLElement;
  /** The name of the user who logged in on this page; null after a reload or without a token. */
  username: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const current = useAccounts((s) => s.current);
  const token = useAuth((s) => s.token);
  const [changing, setChanging] = useState(false);
  const [, navigate] = useLocation();
  // Who this is: the login of this page, else the server's answer (access.get_user), else the
  // stored token's user; a client without a token is the trusted client.
  const kind = username
    ? 'user'
    : current !== null
      ? userKind(current)
      : token
        ? 'user'
        : 'trusted';
  const user = username ?? (kind === 'user' ? (current ?? jwtUsername(token)) : null);
  const name =
    kind === 'trusted'
      ? t('accounts.trustedClient')
      : kind === 'apiKey'
        ? t('accounts.apiKeyUser')
        : (user ?? '');
  return (
    <>
      <Menu anchorEl={anchor} open={!changing} onClose={onClose}>
        <MenuItem disabled>{name}</MenuItem>
        <MenuItem component={Link} to="/settings#auth" onClick={onClose}>
          {t('app.manageAccounts')}
        </MenuItem>
        {kind === 'user' && (
          <MenuItem onClick={() => setChanging(true)}>{t('accounts.changePassword')}</MenuItem>
        )}
        {kind === 'user' && (
          <MenuItem
            onClick={() => {
              onClose();
              // Logging out leaves the page: the next login (maybe another user's) starts at the
              // dashboard, not at the page this user had open.
              navigate('/');
              void logout();
            }}
          >
            {t('app.logout')}
          </MenuItem>
        )}
      </Menu>
      {changing && user && (
        <Suspense fallback={null}>
          <ChangePasswordDialog username={user} onClose={onClose} />
        </Suspense>
      )}
    </>
  );
}
