// Settings › Authentication (spec part 2 §2 'Settings sections', §5 'User'): who you are, the
// users (add; remove with a confirmation, never yourself), your password, and the API key. The list
// follows notify_user_created / notify_user_deleted.
import { Suspense, useState } from 'react';
import { lazy } from '../../../components/lazy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import LockReset from '@mui/icons-material/LockReset';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { useTranslation } from '../../../locales/react';
import { clampLines } from '../../../components/clamp';
import { primaryText } from '../../../components/colors';
import { PageCard } from '../../../components/PageCard';
import { userKind } from '../../../lib/accounts';
import { formatDate } from '../../../state/dates';
import { removeUser, useAccounts } from '../../../state/accounts';
import { usePrinterScope } from '../../../state/scope/context';
import accountsMessages from '../../../locales/en/accounts.json';
import { registerEnglishArea } from '../../../locales/lazy';
import { ApiKeyPanel } from './ApiKeyPanel';

registerEnglishArea(accountsMessages);

const AddUserDialog = lazy(() => import('./AddUserDialog'));
const ChangePasswordDialog = lazy(() => import('./ChangePasswordDialog'));
const ConfirmDialog = lazy(() => import('../../../components/ConfirmDialog'));

type Open = { kind: 'add' } | { kind: 'password' } | { kind: 'remove'; username: string } | null;

export default function AuthSection() {
  const { t } = useTranslation();
  const scope = usePrinterScope();
  const current = useAccounts((s) => s.current);
  const users = useAccounts((s) => s.users);
  const loaded = useAccounts((s) => s.loaded);
  const [open, setOpen] = useState<Open>(null);
  const kind = userKind(current);
  const name =
    kind === 'trusted'
      ? t('accounts.trustedClient')
      : kind === 'apiKey'
        ? t('accounts.apiKeyUser')
        : (current ?? '');
  const close = () => setOpen(null);

  return (
    <PageCard
      id="auth-card"
      title={t('accounts.title')}
      divided
      actions={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {kind === 'user' && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<LockReset />}
              sx={{ color: primaryText }}
              onClick={() => setOpen({ kind: 'password' })}
            >
              {t('accounts.changePassword')}
            </Button>
          )}
          <Button
            size="small"
            variant="contained"
            startIcon={<PersonAdd />}
            onClick={() => setOpen({ kind: 'add' })}
          >
            {t('accounts.addUser')}
          </Button>
        </Box>
      }
    >
      {loaded && (
        <Typography variant="body2" data-testid="signed-in-as">
          {t('accounts.signedInAs', { name })}
        </Typography>
      )}
      <Box component="section" aria-labelledby="users-title">
        <Typography id="users-title" component="h3" variant="subtitle1" sx={{ pt: 2 }}>
          {t('accounts.users')}
        </Typography>
        {loaded && users.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
            {t('accounts.noUsers')}
          </Typography>
        )}
        <List dense aria-labelledby="users-title">
          {users.map((user) => {
            const self = user.username === current;
            const remove = (
              <IconButton
                edge="end"
                aria-label={t('accounts.removeUser', { username: user.username })}
                disabled={self}
                onClick={() => setOpen({ kind: 'remove', username: user.username })}
              >
                <DeleteIcon />
              </IconButton>
            );
            return (
              <ListItem
                key={user.username}
                disableGutters
                secondaryAction={
                  self ? (
                    <Tooltip title={t('accounts.cannotRemoveSelf')}>
                      <span>{remove}</span>
                    </Tooltip>
                  ) : (
                    remove
                  )
                }
              >
                <ListItemText
                  primary={self ? `${user.username} (${t('accounts.you')})` : user.username}
                  secondary={`${t('accounts.createdOn')}: ${formatDate(
                    user.created_on,
                    Date.now(),
                    t('accounts.today'),
                  )}`}
                  slotProps={{ primary: { title: user.username, sx: clampLines(2) } }}
                />
              </ListItem>
            );
          })}
        </List>
      </Box>
      <Divider />
      <ApiKeyPanel />
      <Suspense fallback={null}>
        {open?.kind === 'add' && (
          <AddUserDialog taken={users.map((u) => u.username)} onClose={close} />
        )}
        {open?.kind === 'password' && current && (
          <ChangePasswordDialog username={current} onClose={close} />
        )}
        {open?.kind === 'remove' && (
          <ConfirmDialog
            open
            title={t('accounts.removeTitle')}
            text={t('accounts.removeText', { username: open.username })}
            confirmLabel={t('accounts.remove')}
            onClose={(confirmed) => {
              close();
              if (confirmed) void removeUser(scope, open.username);
            }}
          />
        )}
      </Suspense>
    </PageCard>
  );
}
