import { screen, waitFor } from '@testing-library/react';
import { MapView } from '../../src/maps/MapView';
import { setTelemetryAdapter } from '../../src/providers/telemetry/telemetry';
import { recordingTelemetry, renderWithTexts } from './consoleTesting';
import { defineGoogleMapsGlobals, googleMapTestProps as props } from './googleMapStandIn';
import { withMapLayout } from './mapTesting';

// Built with a key, but Google's script cannot be reached (offline, or a key Google refuses).
jest.mock('../../src/maps/googleMapsApiKey', () => ({ googleMapsApiKey: 'test-key' }));
jest.mock('@googlemaps/js-api-loader', () => ({ Loader: jest.fn(() => ({ load: () => Promise.reject(new Error('offline')) })) }));
jest.mock('@react-google-maps/api', () => jest.requireActual('./googleMapStandIn').googleMapsLibraryStandIn);

withMapLayout();
beforeAll(defineGoogleMapsGlobals);
afterAll(() => setTelemetryAdapter(undefined));

describe('the map component when Google Maps cannot load', () => {
  it('reports it and falls back to the built-in vector map', async () => {
    const telemetry = recordingTelemetry();
    setTelemetryAdapter(telemetry);
    renderWithTexts(<MapView {...props} />);
    const map = await screen.findByRole('region', { name: 'Test map' });
    await waitFor(() => expect(map).toHaveAttribute('aria-roledescription', 'Map'));
    expect(map.querySelector('[data-marker="stop"]')).not.toBeNull();
    expect(screen.queryByTestId('google-map')).not.toBeInTheDocument();
    expect(telemetry.calls).toEqual([['reportError', 'script', { message: 'Google Maps did not load: offline', url: 'https://maps.googleapis.com/maps/api/js' }]]);
  });
});
