// The logged-in user's button; its menu (manage accounts, log out) loads when first opened.
import { lazy, Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../state/auth';
import { useServer } from '../../state/server';

const UserMenuList = lazy(() => import('./UserMenuList'));

export function UserMenu() {
  const { t } = useTranslation();
  const username = useAuth((s) => s.username);
  const hasAuthorization = useServer((s) => s.components.includes('authorization'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!username || !hasAuthorization) return null;
  return (
    <>
      <IconButton
        aria-label={t('app.userMenu', { username })}
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
