import polyline from '@mapbox/polyline';
import { fireEvent, screen, within } from '@testing-library/react';
import PolylineViewerPage from '../../src/pages/polylineViewer/PolylineViewerPage';
import { renderWithTexts } from './consoleTesting';
import { drag, withMapLayout } from './mapTesting';

// Without a Google key (jest.config.js), the viewer gets the vector map.
withMapLayout();

const GOOGLE_EXAMPLE_5 = '_p~iF~ps|U_ulLnnqC_mqNvxq`@';
/** Five points along a street, west to east. */
const STREET = [0, 1, 2, 3, 4].map((step): [number, number] => [37.78, -122.42 + step * 0.004]);

function renderViewer() {
  renderWithTexts(<PolylineViewerPage />);
  const map = screen.getByRole('region', { name: 'The decoded polyline' });
  return {
    map,
    type: (text: string) => fireEvent.change(screen.getByLabelText('Encoded polyline'), { target: { value: text } }),
    toggle: (label: string) => fireEvent.click(screen.getByRole('checkbox', { name: label })),
    drawnPoints: () => map.querySelector('polyline')?.getAttribute('points')?.split(' ').length ?? 0,
    markerLabels: () => [...map.querySelectorAll('[data-marker] text')].map((label) => label.textContent),
  };
}

describe('Polyline Viewer (spec 2.9, 4.10, 8)', () => {
  it('is titled "Polyline Viewer" and offers the three checkboxes, all off', () => {
    renderViewer();
    expect(screen.getByRole('heading', { name: 'Polyline Viewer' })).toBeInTheDocument();
    for (const label of ['Show markers', "Unescape '\\'", 'Precision 5']) {
      expect(screen.getByRole('checkbox', { name: label })).not.toBeChecked();
    }
  });

  it('draws the polyline at precision 6 and redraws at precision 5 when it is checked', () => {
    const viewer = renderViewer();
    viewer.type(polyline.encode(STREET, 6));
    expect(viewer.drawnPoints()).toBe(5);
    expect(screen.getByRole('status')).toHaveTextContent('5 points at precision 6');
    viewer.type(GOOGLE_EXAMPLE_5);
    const atSix = viewer.map.querySelector('polyline')!.getAttribute('points');
    viewer.toggle('Precision 5');
    expect(screen.getByRole('status')).toHaveTextContent('3 points at precision 5');
    expect(viewer.map.querySelector('polyline')!.getAttribute('points')).not.toBe(atSix);
  });

  it('unescapes double backslashes before decoding when asked', () => {
    const viewer = renderViewer();
    viewer.type('_bcagA~_inhF~_F~\\\\');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid polyline');
    viewer.toggle("Unescape '\\'");
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(viewer.drawnPoints()).toBe(2);
  });

  it('shows "Invalid polyline" for what does not decode, and draws nothing', () => {
    const viewer = renderViewer();
    viewer.type(GOOGLE_EXAMPLE_5);
    expect(viewer.drawnPoints()).toBe(3);
    viewer.type('not a polyline!');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid polyline');
    expect(viewer.drawnPoints()).toBe(0);
    viewer.type('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Paste an encoded polyline above to draw it here.')).toBeInTheDocument();
  });

  it('numbers the markers 1..n and shows only those inside the visible bounds', () => {
    const viewer = renderViewer();
    viewer.type(polyline.encode(STREET, 6));
    expect(viewer.markerLabels()).toEqual([]);
    viewer.toggle('Show markers');
    expect(viewer.markerLabels()).toEqual(['1', '2', '3', '4', '5']);

    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(viewer.markerLabels()).toEqual(['2', '3', '4']);
    expect(screen.getByRole('status')).toHaveTextContent('3 of 5 markers in view');

    // Dragging to the left brings the eastern end into view.
    drag(viewer.map, [700, 200], [-600, 0]);
    expect(viewer.markerLabels()).toEqual(['4', '5']);
  });

  it('gives markers from number 1000 on a wide label', () => {
    const viewer = renderViewer();
    const many = Array.from({ length: 1001 }, (_, index): [number, number] => [37.78 + (index % 40) * 0.0001, -122.42 + Math.floor(index / 40) * 0.0001]);
    viewer.type(polyline.encode(many, 6));
    viewer.toggle('Show markers');
    const shapeOf = (label: string) => within(viewer.map).getByText(label).closest('[data-marker]');
    expect(shapeOf('999')).toHaveAttribute('data-shape', 'circle');
    expect(shapeOf('1000')).toHaveAttribute('data-shape', 'wide');
    expect(shapeOf('1001')).toHaveAttribute('data-shape', 'wide');
  });

  it('shows a polyline of a single point at zoom 14 (spec 9), with a 500 m scale there', () => {
    const viewer = renderViewer();
    viewer.type(polyline.encode([[38.5, -120.2]], 6));
    expect(viewer.drawnPoints()).toBe(1);
    expect(screen.getByTestId('map-scale')).toHaveTextContent('500 m');
  });
});
