// A file's menu in the browser: Preview for the files the G-code preview takes (the preview starts
// in the printer the browser shows, and the dashboard opens), disabled while its card is off.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rootProperties, type BrowserItem } from '../../../lib/files';
import { gcodePreviewStore, setGcodeWorkerFactory } from '../../../state/gcode-preview';
import { layoutStore } from '../../../state/layout';
import { openTestPrinter, type TestPrinter } from '../../../test/printer-scope';
import ItemMenu from '../ItemMenu';

function file(path: string, size = 2048): BrowserItem {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return {
    kind: 'file',
    name,
    path,
    modified: 1,
    size,
    permissions: 'rw',
    extension: name.includes('.') ? name.slice(name.lastIndexOf('.')).toLowerCase() : '',
  };
}

describe('ItemMenu: Preview', () => {
  let p: TestPrinter;

  /** What the printer's preview took: [path, size] once a file was asked for, else nothing. */
  function previews(): [string, number | null][] {
    const { path, size } = p.scope.get(gcodePreviewStore).getState();
    return path === null ? [] : [[path, size]];
  }

  // The dashboard's layout as the printer's database would give it (seeded: this test registers no
  // dashboard cards for a stored layout to be merged with).
  function setPreviewCard(enabled: boolean | null) {
    p.scope.get(layoutStore).setState({
      layout: {
        container1: [{ id: 'status', enabled: true, collapsed: false }],
        container2: enabled === null ? [] : [{ id: 'gcodePreview', enabled, collapsed: false }],
      },
    });
  }

  function renderMenu(item: BrowserItem, root = 'gcodes', path = '/jobs') {
    const location = memoryLocation({ path, record: true });
    const onAction = vi.fn();
    const onClose = vi.fn();
    p.render(
      <Router hook={location.hook}>
        <ItemMenu
          item={item}
          anchor={{ x: 10, y: 10 }}
          props={rootProperties(root)}
          canPrint
          canPreheat={false}
          onAction={onAction}
          onClose={onClose}
        />
      </Router>,
    );
    const menu = screen.getByRole('menu', { name: `Actions for ${item.name}` });
    return { location, onAction, onClose, menu };
  }

  beforeEach(async () => {
    p = await openTestPrinter();
    // No parser worker in jsdom: one that never answers (the test looks at what was asked).
    setGcodeWorkerFactory(
      p.scope,
      () => ({ postMessage() {}, terminate() {} }) as unknown as Worker,
    );
    // The printer's stored layout is read first (none stored: the default), then seeded.
    await waitFor(() => expect(p.scope.get(layoutStore).getState().loaded).toBe(true));
    setPreviewCard(true);
  });
  afterEach(() => p.close());

  it('previews a G-code file and goes to the dashboard', async () => {
    const { location, onClose, onAction, menu } = renderMenu(file('parts/cube.gcode', 4096));
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Preview' }));
    expect(previews()).toEqual([['parts/cube.gcode', 4096]]);
    expect(onClose).toHaveBeenCalled();
    expect(onAction).not.toHaveBeenCalled();
    expect(location.history).toEqual(['/jobs', '/']);
  });

  it('stays on the dashboard when already there', async () => {
    const { location, menu } = renderMenu(file('cube.gcode'), 'gcodes', '/');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Preview' }));
    expect(previews()).toEqual([['cube.gcode', 2048]]);
    expect(location.history).toEqual(['/']);
  });

  const offered: [name: string, root: string, shown: boolean][] = [
    ['cube.gcode', 'gcodes', true],
    ['cube.GCO', 'gcodes', true],
    ['pack.ufp', 'gcodes', false],
    ['.hidden.gcode', 'gcodes', false],
    ['printer.cfg', 'config', false],
    ['klippy.log', 'logs', false],
  ];
  it.each(offered)('%s in %s: Preview offered = %s', (name, root, shown) => {
    const { menu } = renderMenu(file(name), root);
    const entry = within(menu).queryByRole('menuitem', { name: /^Preview/ });
    expect(entry !== null).toBe(shown);
  });

  it.each([false, null])(
    'with the preview card %s in the layout the entry is disabled and says why',
    async (state) => {
      setPreviewCard(state);
      const { location, menu } = renderMenu(file('cube.gcode'));
      const entry = within(menu).getByRole('menuitem', { name: /^Preview/ });
      expect(entry).toHaveAttribute('aria-disabled', 'true');
      expect(entry).toHaveTextContent(
        'Turn on the G-code preview card in the dashboard layout to preview files',
      );
      await userEvent.click(entry, { pointerEventsCheck: 0 });
      expect(previews()).toEqual([]);
      expect(location.history).toEqual(['/jobs']);
    },
  );

  it('passes the other entries to the browser', async () => {
    const { onAction, menu } = renderMenu(file('cube.gcode'));
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Print' }));
    expect(onAction).toHaveBeenCalledWith('print', expect.objectContaining({ name: 'cube.gcode' }));
    expect(previews()).toEqual([]);
  });
});
