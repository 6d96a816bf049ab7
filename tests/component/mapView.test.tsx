import { useJsApiLoader } from '@react-google-maps/api';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MapView } from '../../src/maps/MapView';
import { renderWithTexts } from './consoleTesting';
import { withMapLayout } from './mapTesting';

// Built with a key: Google Maps is chosen. Its script cannot load here, so the library is a stand-in.
jest.mock('../../src/maps/googleMapsApiKey', () => ({ googleMapsApiKey: 'test-key' }));
jest.mock('@react-google-maps/api', () => ({
  useJsApiLoader: jest.fn(),
  GoogleMap: ({ center, zoom, children }: { center: unknown; zoom: number; children: ReactNode }) => (
    <div data-testid="google-map" data-center={JSON.stringify(center)} data-zoom={zoom}>{children}</div>
  ),
  PolylineF: ({ path }: { path: unknown[] }) => <span data-testid="google-path" data-points={path.length} />,
  MarkerF: ({ label, icon }: { label?: { text: string }; icon: { rotation?: number } }) => (
    <span data-testid="google-marker" data-label={label?.text ?? ''} data-rotation={icon.rotation ?? ''} />
  ),
}));

withMapLayout();

const loader = jest.mocked(useJsApiLoader);
const props = {
  ariaLabel: 'Test map', fit: false, defaultCenter: { lat: 41.87, lng: -87.65 }, defaultZoom: 12,
  paths: [{ id: 'route', color: '#333', points: [{ lat: 41.85, lng: -87.7 }, { lat: 41.9, lng: -87.6 }] }],
  markers: [{ id: 'stop', position: { lat: 41.87, lng: -87.65 }, label: '1' }, { id: 'bus', position: { lat: 41.88, lng: -87.64 }, label: '12', rotation: 45 }],
};

beforeAll(() => {
  Object.assign(globalThis, { google: { maps: { SymbolPath: { CIRCLE: 0, FORWARD_CLOSED_ARROW: 1 }, Point: class {} } } });
});

describe('the map component with VITE_GOOGLE_MAPS_API_KEY', () => {
  it('loads Google Maps with the key and draws the paths and markers on it, starting at the default view', async () => {
    loader.mockReturnValue({ isLoaded: true, loadError: undefined });
    renderWithTexts(<MapView {...props} />);
    const map = await screen.findByTestId('google-map');
    expect(loader).toHaveBeenCalledWith(expect.objectContaining({ googleMapsApiKey: 'test-key' }));
    expect(screen.getByRole('region', { name: 'Test map' })).toContainElement(map);
    expect(map).toHaveAttribute('data-center', JSON.stringify(props.defaultCenter));
    expect(map).toHaveAttribute('data-zoom', '12');
    expect(screen.getByTestId('google-path')).toHaveAttribute('data-points', '2');
    // A vehicle's heading turns its arrow; its label is left to the title, as an arrow has no room for it.
    expect(screen.getAllByTestId('google-marker').map((marker) => [marker.dataset.label, marker.dataset.rotation])).toEqual([['1', ''], ['', '45']]);
  });

  it('falls back to the built-in vector map when Google\'s script cannot load (offline)', async () => {
    loader.mockReturnValue({ isLoaded: false, loadError: new Error('offline') });
    renderWithTexts(<MapView {...props} />);
    const map = await screen.findByRole('region', { name: 'Test map' });
    expect(map).toHaveAttribute('aria-roledescription', 'Map');
    expect(map.querySelector('[data-marker="stop"]')).not.toBeNull();
    expect(screen.queryByTestId('google-map')).not.toBeInTheDocument();
  });
});
