import { Loader } from '@googlemaps/js-api-loader';
import { screen } from '@testing-library/react';
import { MapView } from '../../src/maps/MapView';
import { renderWithTexts } from './consoleTesting';
import { defineGoogleMapsGlobals, googleMapTestProps as props } from './googleMapStandIn';
import { withMapLayout } from './mapTesting';

// Built with a key: Google Maps is chosen, and its script (a stand-in here) loads.
jest.mock('../../src/maps/googleMapsApiKey', () => ({ googleMapsApiKey: 'test-key' }));
jest.mock('@googlemaps/js-api-loader', () => ({ Loader: jest.fn(() => ({ load: async () => undefined })) }));
jest.mock('@react-google-maps/api', () => jest.requireActual('./googleMapStandIn').googleMapsLibraryStandIn);

withMapLayout();
beforeAll(defineGoogleMapsGlobals);

describe('the map component with VITE_GOOGLE_MAPS_API_KEY', () => {
  it('loads Google Maps with the key and draws the paths and markers on it, starting at the default view', async () => {
    renderWithTexts(<MapView {...props} />);
    const map = await screen.findByTestId('google-map');
    expect(Loader).toHaveBeenCalledWith(expect.objectContaining({ apiKey: 'test-key' }));
    expect(screen.getByRole('region', { name: 'Test map' })).toContainElement(map);
    expect(map).toHaveAttribute('data-center', JSON.stringify(props.defaultCenter));
    expect(map).toHaveAttribute('data-zoom', '12');
    expect(screen.getByTestId('google-path')).toHaveAttribute('data-points', '2');
    // A vehicle's heading turns its arrow; its label is left to the title, as an arrow has no room for it.
    expect(screen.getAllByTestId('google-marker').map((marker) => [marker.dataset.label, marker.dataset.rotation])).toEqual([['1', ''], ['', '45']]);
  });

  it('loads Google\'s script once for every map of the page', async () => {
    renderWithTexts(<MapView {...props} />);
    await screen.findByTestId('google-map');
    expect(Loader).toHaveBeenCalledTimes(1);
  });
});
