import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { newCamera, type Camera } from '../../../lib/cameras';
import { useCameras } from '../../../state/cameras';
import CameraPage from '../CameraPage';

function cam(id: string, name: string, enabled = true): Camera {
  return { ...newCamera(), id, name, enabled, type: 'mjpgstream' };
}

afterEach(() => {
  act(() => useCameras.setState({ cameras: [], activeCamera: 'all', loaded: false }));
});

describe('the camera page', () => {
  function renderAt(path: string) {
    const { hook } = memoryLocation({ path, static: true });
    return render(
      <Router hook={hook}>
        <Route path="/camera/:id">
          <CameraPage />
        </Route>
      </Router>,
    );
  }

  it('shows the camera of its id, named', () => {
    useCameras.setState({ cameras: [cam('a', 'Bed'), cam('b', 'Side')], loaded: true });
    const { container } = renderAt('/camera/b');
    expect(container.querySelector('h1')).toHaveTextContent('Side');
    expect(screen.getAllByRole('figure')).toHaveLength(1);
  });

  it('says so when no enabled camera has the id', () => {
    useCameras.setState({ cameras: [cam('a', 'Bed', false)], loaded: true });
    renderAt('/camera/a');
    expect(screen.getByText('There is no enabled camera with this id.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
