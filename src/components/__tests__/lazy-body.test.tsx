import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyBody } from '../lazy-body';

function Card() {
  return <p>Extruder 21.5 °C</p>;
}

/** Renders the body in a Suspense boundary and notes whether its placeholder was ever shown. */
function renderBody(Body: ReturnType<typeof lazyBody>) {
  const seen: string[] = [];
  function Placeholder() {
    seen.push('placeholder');
    return <p>loading</p>;
  }
  render(
    <Suspense fallback={<Placeholder />}>
      <Body />
    </Suspense>,
  );
  return seen;
}

describe('lazyBody', () => {
  it('asks for its code again after a load that failed (the server was away)', async () => {
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: x.js')),
      () => Promise.resolve({ default: Card }),
    ];
    let calls = 0;
    const Body = lazyBody(() => answers[calls++]!());
    await expect(Body.preload()).rejects.toThrow(/dynamically imported/);
    expect(Body.loaded()).toBe(false);
    await Body.preload();
    expect(calls).toBe(2);
    expect(Body.loaded()).toBe(true);
  });

  it('renders at once, without a placeholder, once its code was loaded ahead', async () => {
    const Body = lazyBody(() => Promise.resolve({ default: Card }));
    expect(Body.loaded()).toBe(false);
    await Body.preload();
    expect(Body.loaded()).toBe(true);
    const seen = renderBody(Body);
    expect(screen.getByText('Extruder 21.5 °C')).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it('shows the placeholder while its code is still loading, then the body', async () => {
    let arrive: (m: { default: typeof Card }) => void = () => {};
    const Body = lazyBody(() => new Promise((resolve) => (arrive = resolve)));
    const seen = renderBody(Body);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => arrive({ default: Card }));
    expect(await screen.findByText('Extruder 21.5 °C')).toBeTruthy();
    expect(seen.length).toBeGreaterThan(0);
  });

  it('loads its code once, however often it is asked', async () => {
    let loads = 0;
    const Body = lazyBody(() => {
      loads += 1;
      return Promise.resolve({ default: Card });
    });
    await Promise.all([Body.preload(), Body.preload()]);
    renderBody(Body);
    await Body.preload();
    expect(loads).toBe(1);
  });
});
