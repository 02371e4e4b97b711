// A printer scope makes each of its stores once, on first use, and drops them all when it closes;
// two scopes of the same printer share nothing; the hooks read the scope of their subtree.
import { render, screen } from '@testing-library/react';
import { createStore } from 'zustand';
import { describe, expect, it, vi } from 'vitest';
import { PrinterScopeProvider, useScopedState } from '../context';
import { PrinterScope } from '../printer-scope';
import { scopedStore } from '../scoped-store';

const counter = scopedStore('counter', (scope) => {
  const store = createStore(() => ({ count: 0, printer: scope.apiUrl }));
  return store;
});

function Count() {
  const value = useScopedState(counter, (s) => `${s.printer}: ${s.count}`);
  return <p>{value}</p>;
}

describe('PrinterScope', () => {
  it('makes a store once, on first use', () => {
    const make = vi.fn(() => ({ made: true }));
    const def = scopedStore('once', make);
    const scope = new PrinterScope({ apiUrl: 'http://a.local' });
    expect(scope.has(def)).toBe(false);
    expect(scope.get(def)).toBe(scope.get(def));
    expect(make).toHaveBeenCalledTimes(1);
    expect(scope.has(def)).toBe(true);
  });

  it('closing drops the stores and runs what they asked to run', () => {
    const stop = vi.fn();
    const def = scopedStore('timer', (scope) => {
      scope.onClose(stop);
      return {};
    });
    const scope = new PrinterScope({ apiUrl: 'http://a.local' });
    scope.get(def);
    scope.close();
    expect(stop).toHaveBeenCalledTimes(1);
    expect(scope.has(def)).toBe(false);
    expect(scope.isClosed).toBe(true);
    // Asked after closing, a closer runs at once.
    const late = vi.fn();
    scope.onClose(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('two scopes of two printers: the same view shows each its own', () => {
    const a = new PrinterScope({ apiUrl: 'http://a.local' });
    const b = new PrinterScope({ apiUrl: 'http://b.local' });
    b.get(counter).setState({ count: 5 });
    render(
      <>
        <PrinterScopeProvider scope={a}>
          <Count />
        </PrinterScopeProvider>
        <PrinterScopeProvider scope={b}>
          <Count />
        </PrinterScopeProvider>
      </>,
    );
    expect(screen.getByText('http://a.local: 0')).toBeInTheDocument();
    expect(screen.getByText('http://b.local: 5')).toBeInTheDocument();
  });
});
