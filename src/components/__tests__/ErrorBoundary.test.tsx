import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary, FailureMessage, isChunkLoadError } from '../ErrorBoundary';

describe('isChunkLoadError', () => {
  it.each([
    ['Failed to fetch dynamically imported module: http://x/assets/A-1.js', true], // Chromium
    ['error loading dynamically imported module: http://x/assets/A-1.js', true], // Firefox
    ['Importing a module script failed.', true], // Safari
    ['Unable to preload CSS for /assets/A-1.css', true], // Vite's preload
    ['Cannot read properties of undefined', false],
    ['history page broke', false],
  ])('%s → %s', (message, chunk) => expect(isChunkLoadError(new Error(message))).toBe(chunk));

  it('is false for what is not an Error', () =>
    expect(isChunkLoadError('Importing a module script failed')).toBe(false));
});

describe('ErrorBoundary', () => {
  let broken = true;

  function Fragile() {
    if (broken) throw new Error('it broke');
    return <p>all well</p>;
  }

  function Harness() {
    const [path, setPath] = useState('/a');
    return (
      <>
        <button onClick={() => setPath('/b')}>elsewhere</button>
        <ErrorBoundary
          name="test"
          resetKey={path}
          fallback={(error, retry) => <FailureMessage error={error} retry={retry} />}
        >
          <Fragile />
        </ErrorBoundary>
      </>
    );
  }

  beforeEach(() => {
    broken = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the message in place of what threw; Try again renders it anew', async () => {
    render(<Harness />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('all well')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the error when its reset key changes (navigating away)', async () => {
    render(<Harness />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.getByText('all well')).toBeInTheDocument();
  });

  it('offers only the reload for a chunk that did not load', () => {
    render(
      <FailureMessage
        error={new Error('Failed to fetch dynamically imported module: /x.js')}
        retry={() => undefined}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('could not be loaded');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });
});
