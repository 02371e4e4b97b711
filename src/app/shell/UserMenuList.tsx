// The user menu's items: the user's name, manage accounts, log out.
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { logout } from '../../state/session';

export default function UserMenuList({
  anchor,
  username,
  onClose,
}: {
  anchor: HTMLElement;
  username: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      <MenuItem disabled>{username}</MenuItem>
      <MenuItem component={Link} to="/settings#auth" onClick={onClose}>
        {t('app.manageAccounts')}
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          void logout();
        }}
      >
        {t('app.logout')}
      </MenuItem>
    </Menu>
  );
}
