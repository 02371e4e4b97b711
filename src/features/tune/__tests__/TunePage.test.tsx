import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPrinter, seedStatus, setObjects } from '../../../state/printer';
import { useServer } from '../../../state/server';
import type { PrintStatsState } from '../../../../protocol/objects';
import TunePage from '../TunePage';
import { useRunning } from '../running';

const sent: string[] = [];
let hold: (() => void) | null = null;
let holdNext = false;
vi.mock('../../../state/session', () => ({
  attempt: (work: (api: unknown) => Promise<unknown>) =>
    work({
      printer: {
        gcodeScript: (script: string) => {
          sent.push(script);
          if (!holdNext) return Promise.resolve('ok');
          holdNext = false;
          return new Promise((resolve) => {
            hold = () => resolve('ok');
          });
        },
        queryEndstops: () => Promise.resolve({ x: 'TRIGGERED', y: 'open', z: 'open' }),
      },
    }),
  writeSetting: () => Promise.resolve(null),
}));
vi.mock('../mesh/three/MeshView3D', () => ({
  default: (props: { meshKey: string; matrix: number[][] }) => (
    <div data-testid="mesh-3d" data-mesh={props.meshKey} data-rows={props.matrix.length} />
  ),
}));

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

function seed(options: { active?: string; state?: PrintStatsState; pending?: boolean } = {}) {
  const active = options.active ?? '';
  seedStatus({
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
  });
}

beforeEach(() => {
  sent.length = 0;
  hold = null;
  holdNext = false;
  useRunning.setState({ commands: [] });
  resetPrinter();
  setObjects(['bed_mesh', 'query_endstops', 'filament_switch_sensor runout', 'toolhead']);
  useServer.setState({ klippyState: 'ready', klippyConnected: true });
});

describe('TunePage bed mesh', () => {
  it('without a loaded mesh: the message, load from the table, no view', async () => {
    seed();
    render(<TunePage />);
    expect(screen.getByText('No mesh loaded')).toBeInTheDocument();
    expect(screen.queryByTestId('mesh-3d')).toBeNull();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Load pla' }));
    expect(sent).toEqual(['BED_MESH_PROFILE LOAD=pla']);
  });

  it('no profiles: the message', () => {
    seedStatus({
      bed_mesh: {
        profile_name: '',
        mesh_min: [0, 0],
        mesh_max: [0, 0],
        probed_matrix: [[]],
        mesh_matrix: [[]],
        profiles: {},
      },
    });
    render(<TunePage />);
    expect(screen.getByText('No existing bed meshes found.')).toBeInTheDocument();
  });

  it('a loaded mesh: figures to 4 decimals, the 3D view, load hidden for the active profile', async () => {
    seed({ active: 'default' });
    render(<TunePage />);
    expect(screen.getByText('Loaded: default')).toBeInTheDocument();
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
    seed({ active: 'default' });
    render(<TunePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Map' }));
    const table = screen.getByRole('table', { name: /Bed mesh heights in mm, Probed/ });
    expect(within(table).getByRole('cell', { name: '-0.0440' })).toBeInTheDocument();
    expect(within(table).getAllByRole('cell')).toHaveLength(9);
    expect(
      screen.getByRole('img', { name: 'Colour scale from -0.0440 to 0.0750 mm' }),
    ).toBeInTheDocument();
  });

  it('remove asks first; save offers remove-old only for another name', async () => {
    seed({ active: 'default' });
    render(<TunePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove pla' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }),
    );
    expect(sent).toEqual(['BED_MESH_PROFILE REMOVE=pla']);
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
    expect(sent[1]).toBe('BED_MESH_PROFILE SAVE=abs\nBED_MESH_PROFILE REMOVE=default');
  });

  it('while printing: calibrate, load, remove and save are disabled', () => {
    seed({ active: 'default', state: 'printing' });
    render(<TunePage />);
    for (const name of ['Calibrate', 'Load pla', 'Remove pla', 'Save', 'Clear', 'Home'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
  });

  it('calibration shows running until Klipper answers', async () => {
    seed();
    render(<TunePage />);
    holdNext = true;
    await userEvent.click(screen.getByRole('button', { name: 'Calibrate' }));
    expect(sent).toEqual(['BED_MESH_CALIBRATE']);
    expect(screen.getByRole('button', { name: 'Calibrating…' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('BED_MESH_CALIBRATE is running…');
    await act(async () => {
      hold?.();
      await Promise.resolve();
    });
    expect(screen.getByRole('button', { name: 'Calibrate' })).toBeEnabled();
  });

  it('offers SAVE_CONFIG when changes are pending, after a confirmation', async () => {
    seed({ active: 'default', pending: true });
    render(<TunePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Save config' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Save config' }),
    );
    expect(sent).toEqual(['SAVE_CONFIG']);
  });
});

describe('TunePage endstops and runout sensors', () => {
  it('queries the endstops', async () => {
    seed();
    render(<TunePage />);
    expect(screen.getByText("Query to see each endstop's state.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Query endstops' }));
    const list = screen.getByRole('list', { name: 'Endstop states' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['xtriggered', 'yopen', 'zopen']);
  });

  it('disables a runout sensor', async () => {
    seed();
    render(<TunePage />);
    expect(screen.getByText('Filament detected')).toBeInTheDocument();
    const sw = screen.getByRole('switch', { name: 'Enable runout' });
    expect(sw).toBeChecked();
    await userEvent.click(sw);
    expect(sent).toEqual(['SET_FILAMENT_SENSOR SENSOR=runout ENABLE=0']);
  });

  it('a printer without any of them says so', () => {
    setObjects(['toolhead']);
    render(<TunePage />);
    expect(screen.getByText(/no bed mesh, endstops or runout sensors/)).toBeInTheDocument();
  });
});
