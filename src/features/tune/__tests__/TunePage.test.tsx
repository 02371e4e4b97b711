// The /tune page over a pretend printer: its bed mesh, endstops and runout sensors as Klipper
// reports them, the G-code its buttons send, and a long command shown running until Klipper
// answers.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrinterStatus, PrintStatsState } from '../../../../protocol/objects';
import { openCardPrinter } from '../../../test/card-printer';
import { openNoticesPrinter, type NoticesPrinter } from '../../../test/notices-printer';
import TunePage from '../TunePage';

// three.js needs WebGL, which jsdom has not: the 3D view is replaced by what it was given.
vi.mock('../mesh/three/MeshView3D', () => ({
  default: (props: { meshKey: string; matrix: number[][] }) => (
    <div data-testid="mesh-3d" data-mesh={props.meshKey} data-rows={props.matrix.length} />
  ),
}));

const OBJECTS = ['bed_mesh', 'query_endstops', 'filament_switch_sensor runout', 'toolhead'];

const POINTS = [
  [0.075, 0.069792, 0.062708],
  [0.045417, -0.043958, 0.066042],
  [0.034375, 0.023333, 0.032917],
];
const PARAMS = {
  min_x: 10,
  max_x: 225,
  min_y: 10,
  max_y: 225,
  x_count: 3,
  y_count: 3,
  mesh_x_pps: 2,
  mesh_y_pps: 2,
  algo: 'lagrange',
  tension: 0.2,
};

function seed(
  options: { active?: string; state?: PrintStatsState; pending?: boolean } = {},
): PrinterStatus {
  const active = options.active ?? '';
  return {
    bed_mesh: {
      profile_name: active,
      mesh_min: active ? [10, 10] : [0, 0],
      mesh_max: active ? [225, 225] : [0, 0],
      probed_matrix: active ? POINTS : [[]],
      mesh_matrix: active ? POINTS : [[]],
      profiles: {
        default: { points: POINTS, mesh_params: PARAMS },
        pla: { points: POINTS, mesh_params: PARAMS },
      },
    },
    configfile: {
      settings: { bed_mesh: {}, quad_gantry_level: {} },
      save_config_pending: options.pending ?? false,
    },
    print_stats: { state: options.state ?? 'standby' },
    idle_timeout: { state: 'Idle' },
    'filament_switch_sensor runout': { filament_detected: true, enabled: true },
  };
}

describe('TunePage', () => {
  let p: NoticesPrinter | undefined;

  /** The G-code scripts the printer received, in order. */
  const sent = () => p!.sent('printer.gcode.script').map((params) => String(params.script));

  /**
   * The page over the chosen printer reporting `status`, which runs G-code ('ok') and answers the
   * endstop query.
   */
  async function show(status: PrinterStatus, objects = OBJECTS): Promise<NoticesPrinter> {
    p = await openNoticesPrinter({
      active: true,
      objects,
      status,
      setup: (printer) => {
        printer.rpc.set('printer.gcode.script', () => 'ok');
        printer.rpc.set('printer.query_endstops.status', () => ({
          x: 'TRIGGERED',
          y: 'open',
          z: 'open',
        }));
      },
    });
    p.render(<TunePage />);
    return p;
  }

  afterEach(() => {
    p?.close();
    p = undefined;
  });

  describe('bed mesh', () => {
    it('without a loaded mesh: the message, load from the table, no view', async () => {
      await show(seed());
      expect(await screen.findByText('No mesh loaded')).toBeInTheDocument();
      expect(screen.queryByTestId('mesh-3d')).toBeNull();
      expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
      await userEvent.click(screen.getByRole('button', { name: 'Load pla' }));
      await waitFor(() => expect(sent()).toEqual(['BED_MESH_PROFILE LOAD=pla']));
    });

    it('no profiles: the message', async () => {
      await show({
        bed_mesh: {
          profile_name: '',
          mesh_min: [0, 0],
          mesh_max: [0, 0],
          probed_matrix: [[]],
          mesh_matrix: [[]],
          profiles: {},
        },
      });
      expect(await screen.findByText('No existing bed meshes found.')).toBeInTheDocument();
    });

    it('a loaded mesh: figures to 4 decimals, the 3D view, load hidden for the active profile', async () => {
      await show(seed({ active: 'default' }));
      expect(await screen.findByText('Loaded: default')).toBeInTheDocument();
      expect(screen.getByTestId('mesh-min')).toHaveTextContent('-0.0440');
      expect(screen.getByTestId('mesh-max')).toHaveTextContent('0.0750');
      expect(screen.getByTestId('mesh-range')).toHaveTextContent('0.1190');
      expect(screen.getByTestId('mesh-variance')).toHaveTextContent('0.0012');
      expect(await screen.findByTestId('mesh-3d')).toHaveAttribute(
        'data-mesh',
        'default/probed_matrix',
      );
      expect(screen.queryByRole('button', { name: 'Load default' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Load pla' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'QUAD_GANTRY_LEVEL' })).toBeEnabled();
    });

    it('the flat map shows every value', async () => {
      await show(seed({ active: 'default' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Map' }));
      const table = screen.getByRole('table', { name: /Bed mesh heights in mm, Probed/ });
      expect(within(table).getByRole('cell', { name: '-0.0440' })).toBeInTheDocument();
      expect(within(table).getAllByRole('cell')).toHaveLength(9);
      expect(
        screen.getByRole('img', { name: 'Colour scale from -0.0440 to 0.0750 mm' }),
      ).toBeInTheDocument();
    });

    it('remove asks first; save offers remove-old only for another name', async () => {
      await show(seed({ active: 'default' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Remove pla' }));
      await userEvent.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }),
      );
      await waitFor(() => expect(sent()).toEqual(['BED_MESH_PROFILE REMOVE=pla']));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      const dialog = screen.getByRole('dialog', { name: 'Save mesh' });
      const name = within(dialog).getByRole('textbox', { name: /Profile name/ });
      const removeOld = within(dialog).getByRole('checkbox', { name: 'Remove profile default' });
      expect(name).toHaveValue('default');
      expect(removeOld).toBeDisabled();
      await userEvent.clear(name);
      expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
      await userEvent.type(name, 'abs');
      expect(removeOld).toBeEnabled();
      await userEvent.click(removeOld);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(sent()[1]).toBe('BED_MESH_PROFILE SAVE=abs\nBED_MESH_PROFILE REMOVE=default'),
      );
    });

    it('while printing: calibrate, load, remove and save are disabled', async () => {
      await show(seed({ active: 'default', state: 'printing' }));
      await screen.findByText('Loaded: default');
      for (const name of ['Calibrate', 'Load pla', 'Remove pla', 'Save', 'Clear', 'Home'])
        expect(screen.getByRole('button', { name })).toBeDisabled();
    });

    it('calibration shows running until Klipper answers', async () => {
      const printer = await show(seed());
      // Klipper answers a calibration only once it is done: this one waits for reply() below.
      printer.printer.rpc.delete('printer.gcode.script');
      await userEvent.click(await screen.findByRole('button', { name: 'Calibrate' }));
      await waitFor(() => expect(sent()).toEqual(['BED_MESH_CALIBRATE']));
      expect(screen.getByRole('button', { name: 'Calibrating…' })).toBeDisabled();
      expect(screen.getByRole('status')).toHaveTextContent('BED_MESH_CALIBRATE is running…');
      await act(() => printer.reply('printer.gcode.script', 'ok'));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Calibrate' })).toBeEnabled());
    });

    it('offers SAVE_CONFIG when changes are pending, after a confirmation', async () => {
      await show(seed({ active: 'default', pending: true }));
      await userEvent.click(await screen.findByRole('button', { name: 'Save config' }));
      await userEvent.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: 'Save config' }),
      );
      await waitFor(() => expect(sent()).toEqual(['SAVE_CONFIG']));
    });
  });

  describe('endstops and runout sensors', () => {
    it('queries the endstops', async () => {
      await show(seed());
      expect(await screen.findByText("Query to see each endstop's state.")).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Query endstops' }));
      const list = await screen.findByRole('list', { name: 'Endstop states' });
      const items = within(list).getAllByRole('listitem');
      expect(items.map((i) => i.textContent)).toEqual(['xtriggered', 'yopen', 'zopen']);
    });

    it('queries the endstops of the printer the page shows, chosen or not', async () => {
      // A printer other than the chosen one (a page of several printers) is asked itself.
      const other = await openCardPrinter({
        objects: OBJECTS,
        status: seed(),
        setup: (printer) =>
          printer.rpc.set('printer.query_endstops.status', () => ({ x: 'open', y: 'TRIGGERED' })),
      });
      try {
        other.render(<TunePage />);
        await userEvent.click(await screen.findByRole('button', { name: 'Query endstops' }));
        const list = await screen.findByRole('list', { name: 'Endstop states' });
        const items = within(list).getAllByRole('listitem');
        expect(items.map((i) => i.textContent)).toEqual(['xopen', 'ytriggered']);
        expect(other.sent('printer.query_endstops.status')).toHaveLength(1);
      } finally {
        other.close();
      }
    });

    it('disables a runout sensor', async () => {
      await show(seed());
      expect(await screen.findByText('Filament detected')).toBeInTheDocument();
      const sw = screen.getByRole('switch', { name: 'Enable runout' });
      expect(sw).toBeChecked();
      await userEvent.click(sw);
      await waitFor(() => expect(sent()).toEqual(['SET_FILAMENT_SENSOR SENSOR=runout ENABLE=0']));
    });

    it('a printer without any of them says so', async () => {
      await show({}, ['toolhead']);
      expect(
        await screen.findByText(/no bed mesh, endstops or runout sensors/),
      ).toBeInTheDocument();
    });
  });
});
