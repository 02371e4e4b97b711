import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { newCamera, type Camera } from '../../../../../lib/cameras';
import { useCameras } from '../../../../../state/cameras';
import card from '../card';
import { CamerasCard } from '../CamerasCard';

function cam(id: string, name: string, enabled = true): Camera {
  return { ...newCamera(), id, name, enabled, type: 'mjpgstream' };
}

afterEach(() => {
  act(() => useCameras.setState({ cameras: [], activeCamera: 'all', loaded: false }));
});

describe('the cameras card', () => {
  it('is hidden while the printer has no enabled camera', () => {
    const ctx = { klippyReady: true, components: [], objects: [] };
    expect(card.hidden?.(ctx)).toBe(true);
    expect(card.hidden?.({ ...ctx, hasCamera: false })).toBe(true);
    expect(card.hidden?.({ ...ctx, hasCamera: true })).toBe(false);
  });

  it('shows the enabled cameras three a row, or the one chosen', () => {
    useCameras.setState({
      cameras: [cam('a', 'Bed'), cam('b', 'Side'), cam('c', 'Off', false), cam('d', 'Top')],
      activeCamera: 'all',
      loaded: true,
    });
    render(<CamerasCard />);
    expect(screen.getAllByRole('figure').map((f) => f.textContent)).toEqual(['Bed', 'Side', 'Top']);
    expect(screen.getByRole('link', { name: 'Open Side on its own page' })).toHaveAttribute(
      'href',
      '/camera/b',
    );
    const chooser = screen.getByRole('combobox', { name: 'Camera shown' });
    expect([...chooser.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'All cameras',
      'Bed',
      'Side',
      'Top',
    ]);
    fireEvent.change(chooser, { target: { value: 'b' } });
    expect(useCameras.getState().activeCamera).toBe('b');
    expect(screen.getAllByRole('figure').map((f) => f.textContent)).toEqual(['Side']);
  });

  it('says when no camera is enabled, with the way to the settings', () => {
    useCameras.setState({ cameras: [cam('a', 'Bed', false)], activeCamera: 'all', loaded: true });
    render(<CamerasCard />);
    expect(screen.getByText('No camera is enabled.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Camera settings' })).toHaveAttribute(
      'href',
      '/settings#camera',
    );
  });
});
