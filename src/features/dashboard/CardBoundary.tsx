// Each card renders inside its own error boundary: a broken card must not take the others down.
import { Component, type ReactNode } from 'react';
import Typography from '@mui/material/Typography';

interface State {
  error: Error | null;
}

export class CardBoundary extends Component<{ name: string; children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.error(`Printdeck: the ${this.props.name} card failed`, error);
  }

  override render() {
    if (this.state.error)
      return (
        <Typography
          role="alert"
          color="error"
          sx={{ p: 2, border: 1, borderColor: 'error.main', borderRadius: 2 }}
        >
          {`${this.props.name}: ${this.state.error.message}`}
        </Typography>
      );
    return this.props.children;
  }
}
