import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { MapMarker, MapPath, MapProps } from '../../src/maps/mapTypes';
import { toScreen, unproject, viewOrigin, visibleBounds, type Bounds, type Viewport } from '../../src/maps/projection';
import { VectorMap } from '../../src/maps/VectorMap';
import { renderWithTexts } from './consoleTesting';
import { drag, resizeMaps, translationOf, withMapLayout } from './mapTesting';

withMapLayout();

const SIZE = { width: 800, height: 400 };
const ROUTE: MapPath = { id: 'route', color: '#333', points: [{ lat: 41.85, lng: -87.7 }, { lat: 41.9, lng: -87.6 }] };
const STOP: MapMarker = { id: 'stop', position: { lat: 41.87, lng: -87.65 }, label: '1' };

function renderMap(props: Partial<MapProps> = {}) {
  const onBoundsChange = jest.fn<void, [Bounds]>();
  const onViewChange = jest.fn<void, [Viewport]>();
  const all = { ariaLabel: 'Test map', paths: [ROUTE], markers: [STOP], onBoundsChange, onViewChange, ...props };
  let change: (next: Partial<MapProps>) => void = () => undefined;
  // Rerendered from inside, so that the map keeps the texts and router around it.
  function Harness() {
    const [next, setNext] = useState<Partial<MapProps>>({});
    change = setNext;
    return <VectorMap {...all} {...next} />;
  }
  renderWithTexts(<Harness />);
  const rerender = (next: Partial<MapProps>) => act(() => change(next));
  return { map: screen.getByRole('region', { name: 'Test map' }), onBoundsChange, onViewChange, rerender };
}

const lastOf = <T,>(mock: jest.Mock<void, [T]>): T => mock.mock.calls[mock.mock.calls.length - 1][0];
const layers = (map: HTMLElement) => map.querySelector<HTMLElement>('[data-layers]')!;
const contains = (bounds: Bounds, { lat, lng }: { lat: number; lng: number }) => lat > bounds.south && lat < bounds.north && lng > bounds.west && lng < bounds.east;

describe('the vector map: fit and bounds', () => {
  it('fits the paths and markers on first display and reports the visible bounds', () => {
    const { onBoundsChange, onViewChange } = renderMap();
    const fitted = lastOf(onViewChange);
    expect(fitted.zoom).toBeGreaterThan(11);
    expect(onBoundsChange).toHaveBeenCalledTimes(1);
    const bounds = lastOf(onBoundsChange);
    expect(bounds).toEqual(visibleBounds(fitted, SIZE));
    for (const point of [...ROUTE.points, STOP.position]) expect(contains(bounds, point)).toBe(true);
  });

  it('fits again when the data changes, not when the same data comes in new objects', () => {
    const { onViewChange, rerender } = renderMap();
    expect(onViewChange).toHaveBeenCalledTimes(1);
    rerender({ paths: [{ ...ROUTE, points: [...ROUTE.points] }], markers: [{ ...STOP }] });
    expect(onViewChange).toHaveBeenCalledTimes(1);
    rerender({ markers: [{ ...STOP, position: { lat: 42.5, lng: -88 } }] });
    expect(onViewChange).toHaveBeenCalledTimes(2);
    expect(contains(visibleBounds(lastOf(onViewChange), SIZE), { lat: 42.49, lng: -87.99 })).toBe(true);
  });

  it('fits given bounds instead of the data, and shows a single point at the map zoom', () => {
    const { onViewChange, rerender } = renderMap({ fit: { south: 10, west: 10, north: 20, east: 20 }, defaultZoom: 14 });
    expect(lastOf(onViewChange).center.lat).toBeCloseTo(15.1, 0);
    rerender({ fit: { south: 41.87, west: -87.65, north: 41.87, east: -87.65 } });
    expect(lastOf(onViewChange)).toMatchObject({ zoom: 14, center: { lat: expect.closeTo(41.87, 9), lng: expect.closeTo(-87.65, 9) } });
  });

  it('starts at defaultCenter and defaultZoom when it fits nothing', () => {
    const start = { center: { lat: 40, lng: -75 }, zoom: 10 };
    const { onBoundsChange, onViewChange } = renderMap({ fit: false, defaultCenter: start.center, defaultZoom: start.zoom });
    expect(onBoundsChange).toHaveBeenCalledWith(visibleBounds(start, SIZE));
    expect(onViewChange).not.toHaveBeenCalled();
  });

  it('reports new bounds when the map is resized', () => {
    const { onBoundsChange } = renderMap();
    const before = lastOf(onBoundsChange);
    resizeMaps(1000, 400);
    expect(lastOf(onBoundsChange).east - lastOf(onBoundsChange).west).toBeCloseTo((before.east - before.west) * 1.25, 9);
  });
});

describe('the vector map: pan and zoom', () => {
  it('pans by dragging without redrawing the markers, and reports the bounds once the drag ends', () => {
    const { map, onBoundsChange, onViewChange } = renderMap();
    const marker = map.querySelector<SVGElement>('[data-marker="stop"]')!;
    const [markerX] = translationOf(marker);
    const [layerX] = translationOf(layers(map));
    const fitted = lastOf(onViewChange);
    onBoundsChange.mockClear();

    drag(map, [400, 200], [100, 0], () => expect(onBoundsChange).not.toHaveBeenCalled());

    expect(translationOf(layers(map))[0]).toBeCloseTo(layerX + 100, 6);
    expect(translationOf(marker)[0]).toBe(markerX);
    expect(onBoundsChange).toHaveBeenCalledTimes(1);
    expect(lastOf(onBoundsChange).west).toBeLessThan(visibleBounds(fitted, SIZE).west);
    expect(lastOf(onViewChange).zoom).toBe(fitted.zoom);
  });

  it('zooms with the +/- buttons around the centre and with the wheel around the pointer', () => {
    const { map, onViewChange } = renderMap({ fit: false, defaultCenter: STOP.position, defaultZoom: 12 });
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(lastOf(onViewChange)).toEqual({ center: STOP.position, zoom: 13 });
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(lastOf(onViewChange).zoom).toBe(11);

    fireEvent.wheel(map, { deltaY: -100, clientX: 600, clientY: 200 });
    const zoomed = lastOf(onViewChange);
    expect(zoomed.zoom).toBe(11.5);
    const origin = viewOrigin({ center: STOP.position, zoom: 11 }, SIZE);
    const underPointer = unproject({ x: (origin.x + 600) / 2 ** 11, y: (origin.y + 200) / 2 ** 11 });
    expect(toScreen(underPointer, zoomed, SIZE).x).toBeCloseTo(600, 6);
    expect(toScreen(underPointer, zoomed, SIZE).y).toBeCloseTo(200, 6);
  });

  it('pans with the arrow keys and zooms with + and - while focused', () => {
    const { map, onViewChange } = renderMap({ fit: false, defaultCenter: STOP.position, defaultZoom: 12 });
    fireEvent.keyDown(map, { key: '+' });
    expect(lastOf(onViewChange).zoom).toBe(13);
    fireEvent.keyDown(map, { key: 'ArrowRight' });
    expect(lastOf(onViewChange).center.lng).toBeGreaterThan(STOP.position.lng);
  });

  it('follows a controlled view: reports changes and shows only what it is given', () => {
    const center = STOP.position;
    const { map, onViewChange, rerender } = renderMap({ fit: false, center, zoom: 12 });
    const layer = translationOf(layers(map));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(lastOf(onViewChange).zoom).toBe(13);
    expect(translationOf(layers(map))).toEqual(layer);
    rerender({ center, zoom: 13 });
    expect(translationOf(layers(map))).not.toEqual(layer);
  });
});

describe('the vector map: markers', () => {
  it('calls a marker\'s onClick on click and on Enter, but not at the end of a drag', () => {
    const onClick = jest.fn();
    renderMap({ markers: [{ ...STOP, title: 'Stop 1', onClick }] });
    const marker = screen.getByRole('button', { name: 'Stop 1' });
    fireEvent.click(marker);
    fireEvent.keyDown(marker, { key: 'Enter' });
    expect(onClick).toHaveBeenCalledTimes(2);
    drag(marker, [400, 200], [40, 0]);
    fireEvent.click(marker);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('draws a wide label from four characters and a turned, coloured arrow for a heading', () => {
    const { map } = renderMap({
      markers: [{ ...STOP, id: 'a', label: '999' }, { ...STOP, id: 'b', label: '1000' }, { ...STOP, id: 'bus', label: '12', rotation: 90, color: '#c62828' }],
    });
    const shapeOf = (id: string) => map.querySelector(`[data-marker="${id}"]`)!;
    expect(shapeOf('a')).toHaveAttribute('data-shape', 'circle');
    expect(shapeOf('b')).toHaveAttribute('data-shape', 'wide');
    expect(Number(shapeOf('b').querySelector('rect')!.getAttribute('width'))).toBeGreaterThan(2 * Number(shapeOf('a').querySelector('circle')!.getAttribute('r')));
    const arrow = shapeOf('bus').querySelector('path')!;
    expect(arrow).toHaveAttribute('transform', 'rotate(90)');
    expect(arrow).toHaveAttribute('fill', '#c62828');
  });
});
