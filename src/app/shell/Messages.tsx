// The one place user-visible messages appear: a snackbar per message, oldest first.
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Snackbar from '@mui/material/Snackbar';
import { dismissMessage, useMessages } from '../../state/messages';

export default function Messages() {
  const message = useMessages((s) => s.queue[0]);
  if (!message) return null;
  return (
    <Snackbar
      key={message.id}
      open
      autoHideDuration={message.timeout}
      onClose={(_, reason) => reason !== 'clickaway' && dismissMessage(message.id)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={message.severity}
        variant="filled"
        onClose={() => dismissMessage(message.id)}
        sx={{ whiteSpace: 'pre-wrap' }}
      >
        {message.text}
        {message.link && (
          <>
            {' '}
            <Link
              href={message.link.href}
              target="_blank"
              rel="noopener noreferrer"
              color="inherit"
            >
              {message.link.label}
            </Link>
          </>
        )}
      </Alert>
    </Snackbar>
  );
}
