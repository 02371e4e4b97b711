import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Webcam } from '../../../../protocol/webcams';
import { serveWebcamList, webcam } from '../../../test/host-printer';
import { openTestPrinter, type TestPrinter } from '../../../test/printer-scope';
import CameraPage from '../CameraPage';

describe('the camera page', () => {
  let p: TestPrinter;

  afterEach(() => p.close());

  /** The page at `path` of a printer listing `webcams`. */
  async function renderAt(path: string, webcams: Webcam[]) {
    p = await openTestPrinter({ setup: (printer) => serveWebcamList(printer, webcams) });
    const { hook } = memoryLocation({ path, static: true });
    return p.render(
      <Router hook={hook}>
        <Route path="/camera/:id">
          <CameraPage />
        </Route>
      </Router>,
    );
  }

  it('shows the camera of its id, named', async () => {
    const { container } = await renderAt('/camera/b', [webcam('a', 'Bed'), webcam('b', 'Side')]);
    expect(await screen.findByRole('figure')).toBeInTheDocument();
    expect(container.querySelector('h1')).toHaveTextContent('Side');
    expect(screen.getAllByRole('figure')).toHaveLength(1);
  });

  it('says so when no enabled camera has the id', async () => {
    await renderAt('/camera/a', [webcam('a', 'Bed', { enabled: false })]);
    expect(await screen.findByText('There is no enabled camera with this id.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
