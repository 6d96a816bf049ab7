import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { handlers } from '../../src/mocks/handlers';
import { moveMaintenance } from '../../src/pages/vehicles/vehicleChanges';
import VehicleMaintenancePage from '../../src/pages/vehicles/VehicleMaintenancePage';
import type { Vehicle } from '../../src/pages/vehicles/vehicleRecords';
import VehicleStatusEditorPage from '../../src/pages/vehicles/VehicleStatusEditorPage';
import { renderInConsole } from './consoleTesting';

const vehicle = (id: number, fields: Partial<Vehicle> = {}): Vehicle => ({
  id, version: 3, number: String(id), vendorId: 1, yardId: 1, type: 'bus', seats: 72, status: 'in_service', maintenanceStatus: 'ok', ...fields,
});

/** The API's vehicles, versioned as the server versions them: a PUT at another version is refused with 409. */
let stored = new Map<number, Vehicle>();
let puts: Record<string, unknown>[] = [];
const listed = (rows: unknown[], resource: string) =>
  HttpResponse.json(rows, { headers: { 'Content-Range': `${resource} 0-${Math.max(rows.length - 1, 0)}/${rows.length}`, 'Access-Control-Expose-Headers': 'Content-Range' } });

const server = setupServer(
  http.get('/api/yards', () => listed([{ id: 1, name: 'North Yard' }], 'yards')),
  http.get('/api/vehicles', () => listed([...stored.values()], 'vehicles')),
  http.put('/api/vehicles/:id', async ({ params, request }) => {
    const body = (await request.json()) as Vehicle;
    puts.push(body);
    const current = stored.get(Number(params.id))!;
    if (body.version !== current.version) {
      return HttpResponse.json({ message: 'This record was changed by someone else. Reload it and try again.', code: 'STALE_VERSION', contextId: 'test' }, { status: 409 });
    }
    const saved = { ...current, status: body.status, maintenanceStatus: body.maintenanceStatus, version: current.version + 1 };
    stored.set(saved.id, saved);
    return HttpResponse.json(saved);
  }),
  ...handlers,
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  stored = new Map([vehicle(100), vehicle(101), vehicle(102), vehicle(103, { maintenanceStatus: 'in_shop', status: 'out_of_service' })].map((v) => [v.id, v]));
  puts = [];
});
afterAll(() => server.close());

const row = (number: string) => screen.getByRole('cell', { name: number }).closest('tr') as HTMLElement;
function choose(combobox: HTMLElement, option: string) {
  fireEvent.mouseDown(combobox);
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('the vehicle status editor (spec 2.5)', () => {
  it('saves a status chosen in a row as one PUT of the whole record, at the version it was loaded at', async () => {
    renderInConsole(<VehicleStatusEditorPage titleKey="shell.sections.vehicleStatusEditor" />, '/vehicle-status-editor');
    choose(await screen.findByRole('combobox', { name: 'Status of vehicle 101' }), 'Spare');
    expect(await screen.findByText('1 vehicle saved')).toBeInTheDocument();
    expect(puts).toEqual([expect.objectContaining({ id: 101, number: '101', seats: 72, status: 'spare', maintenanceStatus: 'ok', version: 3 })]);
    await waitFor(() => expect(within(row('101')).getByRole('combobox')).toHaveTextContent('Spare'));
  });

  it('sets one status for the ticked vehicles, reports the one refused as stale and shows it as stored, still ticked', async () => {
    renderInConsole(<VehicleStatusEditorPage titleKey="shell.sections.vehicleStatusEditor" />, '/vehicle-status-editor');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select vehicle 100' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select vehicle 102' }));
    expect(screen.getByText('2 vehicles selected')).toBeInTheDocument();
    // Someone else saves vehicle 102 meanwhile.
    stored.set(102, { ...stored.get(102)!, status: 'retired', version: 4 });
    choose(screen.getByRole('combobox', { name: /^New status/ }), 'Out of service');
    fireEvent.click(screen.getByRole('button', { name: 'Set status' }));

    expect(await screen.findByText('1 of 2 vehicles saved')).toBeInTheDocument();
    expect(screen.getByText(/^Vehicle 102: someone else changed it since this list was loaded/)).toBeInTheDocument();
    expect(puts.map((body) => [body.id, body.status, body.version])).toEqual([[100, 'out_of_service', 3], [102, 'out_of_service', 3]]);
    expect(stored.get(100)).toMatchObject({ status: 'out_of_service', version: 4 });
    await waitFor(() => expect(within(row('102')).getByRole('combobox')).toHaveTextContent('Retired'));
    expect(within(row('102')).getByRole('checkbox')).toBeChecked();
    expect(within(row('100')).getByRole('checkbox')).not.toBeChecked();
  });
});

describe('the vehicle maintenance status manager (spec 2.5)', () => {
  it('counts the vehicles per maintenance status, and sends one to the shop and out of service in one PUT', async () => {
    renderInConsole(<VehicleMaintenancePage titleKey="shell.sections.vehicleMaintenanceStatus" />, '/vehicle-maintenance-status');
    fireEvent.click(await screen.findByRole('tab', { name: 'OK (3)' }));
    expect(screen.getByRole('tab', { name: 'In the shop (1)' })).toBeInTheDocument();
    fireEvent.click(within(await waitFor(() => row('101'))).getByRole('button', { name: 'Send to shop' }));
    expect(await screen.findByText('1 vehicle saved')).toBeInTheDocument();
    expect(puts).toEqual([expect.objectContaining({ id: 101, maintenanceStatus: 'in_shop', status: 'out_of_service', version: 3 })]);
    expect(await screen.findByRole('tab', { name: 'In the shop (2)' })).toBeInTheDocument();
  });

  it('moves the ticked vehicles and leaves their status alone when told to', async () => {
    renderInConsole(<VehicleMaintenancePage titleKey="shell.sections.vehicleMaintenanceStatus" />, '/vehicle-maintenance-status');
    fireEvent.click(await screen.findByRole('tab', { name: 'OK (3)' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select vehicle 100' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select vehicle 102' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Change the vehicle status too' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Send to shop' })[0]);
    expect(await screen.findByText('2 vehicles saved')).toBeInTheDocument();
    expect(puts.map((body) => [body.id, body.maintenanceStatus, body.status])).toEqual([[100, 'in_shop', 'in_service'], [102, 'in_shop', 'in_service']]);
  });
});

describe('how the status follows a maintenance move', () => {
  it.each([
    ['in_service', 'ok', 'in_shop', { maintenanceStatus: 'in_shop', status: 'out_of_service' }],
    ['spare', 'ok', 'in_shop', { maintenanceStatus: 'in_shop', status: 'out_of_service' }],
    ['retired', 'service_due', 'in_shop', { maintenanceStatus: 'in_shop' }],
    ['out_of_service', 'in_shop', 'ok', { maintenanceStatus: 'ok', status: 'in_service' }],
    ['spare', 'in_shop', 'ok', { maintenanceStatus: 'ok' }],
    ['out_of_service', 'service_due', 'ok', { maintenanceStatus: 'ok' }],
    ['in_service', 'ok', 'service_due', { maintenanceStatus: 'service_due' }],
  ] as const)('a vehicle %s and %s moved to %s sets %j', (status, maintenanceStatus, target, change) => {
    expect(moveMaintenance(target, true)(vehicle(1, { status, maintenanceStatus }))).toEqual(change);
    expect(moveMaintenance(target, false)(vehicle(1, { status, maintenanceStatus }))).toEqual({ maintenanceStatus: target });
  });
});
