// Settings › Theme › Logo as a user drives it: the choice between Printdeck's logo and an image by
// address, a valid address saved once typing pauses (at once on Enter or leaving the field), an
// invalid one refused with 'Invalid URL', the preview, and the way back to Printdeck's logo.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConnection } from '../../../../state/connection';
import { DEFAULT_UI_SETTINGS, useSettings } from '../../../../state/settings';
import { LogoSetting } from '../LogoSetting';

const API = 'http://printer.local:7125';

/** Each logo saved; saving sets the store, as the settings page's saving does. */
const saves: string[] = [];
function save(logo: string): void {
  saves.push(logo);
  useSettings.setState({ theme: { ...useSettings.getState().theme, logo } });
}

function given(logo: string): void {
  useSettings.setState({ theme: { ...DEFAULT_UI_SETTINGS.theme, logo } });
  saves.length = 0;
}

beforeEach(() => {
  useSettings.setState(structuredClone(DEFAULT_UI_SETTINGS));
  useConnection.setState({ apiUrl: API });
  saves.length = 0;
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  useConnection.setState({ apiUrl: null });
});

const address = () => screen.getByRole('textbox', { name: 'Image address' });
const preview = () => screen.getByRole('img', { name: 'Logo preview' });

function chooseCustom(): void {
  fireEvent.click(screen.getByRole('radio', { name: 'Custom image' }));
}

describe('LogoSetting', () => {
  it("starts on Printdeck's logo, with no address field", () => {
    render(<LogoSetting onSave={save} />);
    expect(screen.getByRole('radio', { name: "Printdeck's logo" })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Image address' })).toBeNull();
    expect(preview().getAttribute('src')).toMatch(/favicon\.svg$/);
  });

  it('saves a valid address once typing has paused for 500 ms', () => {
    render(<LogoSetting onSave={save} />);
    chooseCustom();
    expect(saves).toEqual([]);
    fireEvent.change(address(), { target: { value: ' https://example.com/logo.png ' } });
    act(() => vi.advanceTimersByTime(499));
    expect(saves).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(saves).toEqual(['https://example.com/logo.png']);
    expect(useSettings.getState().theme.logo).toBe('https://example.com/logo.png');
    expect(preview()).toHaveAttribute('src', 'https://example.com/logo.png');
  });

  const invalid: [string, string][] = [
    ['logo.png', 'Invalid URL'],
    ['ftp://example.com/logo.png', 'Invalid URL'],
    ['//example.com/logo.png', 'Invalid URL'],
    ['', 'Required'],
  ];
  it.each(invalid)('refuses %j with %j and keeps the saved logo', (text, message) => {
    given('/old.png');
    render(<LogoSetting onSave={save} />);
    fireEvent.change(address(), { target: { value: '/new.png' } });
    fireEvent.change(address(), { target: { value: text } });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(saves).toEqual([]);
    expect(useSettings.getState().theme.logo).toBe('/old.png');
  });

  it('saves at once on Enter, and reads a printer path from the API address', () => {
    render(<LogoSetting onSave={save} />);
    chooseCustom();
    fireEvent.change(address(), { target: { value: '/server/files/config/logo.png' } });
    fireEvent.keyDown(address(), { key: 'Enter' });
    expect(saves).toEqual(['/server/files/config/logo.png']);
    expect(preview()).toHaveAttribute('src', `${API}/server/files/config/logo.png`);
    act(() => vi.advanceTimersByTime(1000));
    expect(saves).toHaveLength(1);
  });

  it('saves what was typed when the field is left', () => {
    render(<LogoSetting onSave={save} />);
    chooseCustom();
    fireEvent.focus(address());
    fireEvent.change(address(), { target: { value: 'https://example.com/a.svg' } });
    fireEvent.blur(address());
    expect(saves).toEqual(['https://example.com/a.svg']);
  });

  it("goes back to Printdeck's logo and restores the address when chosen again", () => {
    given('/server/files/config/l.png');
    render(<LogoSetting onSave={save} />);
    expect(screen.getByRole('radio', { name: 'Custom image' })).toBeChecked();
    expect(address()).toHaveValue('/server/files/config/l.png');
    fireEvent.click(screen.getByRole('radio', { name: "Printdeck's logo" }));
    expect(saves).toEqual(['']);
    expect(screen.queryByRole('textbox', { name: 'Image address' })).toBeNull();
    chooseCustom();
    expect(saves.at(-1)).toBe('/server/files/config/l.png');
  });

  it("shows Printdeck's logo and a note when the image does not load", () => {
    given('https://example.com/x.png');
    render(<LogoSetting onSave={save} />);
    fireEvent.error(preview());
    expect(preview().getAttribute('src')).toMatch(/favicon\.svg$/);
    expect(screen.getByRole('status')).toHaveTextContent('The image could not be loaded');
  });

  it('follows a logo saved elsewhere while the field is not being edited', () => {
    render(<LogoSetting onSave={save} />);
    act(() => given('https://a.example/l.png'));
    expect(address()).toHaveValue('https://a.example/l.png');
    expect(saves).toEqual([]);
  });
});
