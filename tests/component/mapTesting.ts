import { act, fireEvent } from '@testing-library/react';

/**
 * jsdom lays nothing out and has neither ResizeObserver nor PointerEvent. These stand-ins give every
 * map (the element with aria-roledescription) a size and let tests drag it.
 */
const mapSize = { width: 800, height: 400 };
const observers = new Set<{ callback: ResizeObserverCallback; observer: ResizeObserver }>();

class LayoutResizeObserver implements ResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    observers.add({ callback: this.callback, observer: this });
    this.callback([], this);
  }
  unobserve() {}
  disconnect() {
    observers.forEach((entry) => entry.observer === this && observers.delete(entry));
  }
}

class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
  }
}

const sizeOf = (side: 'width' | 'height') =>
  function (this: HTMLElement) {
    return this.hasAttribute('aria-roledescription') ? mapSize[side] : 0;
  };

/** Call at the top of a test file that renders maps. */
export function withMapLayout() {
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: sizeOf('width') });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: sizeOf('height') });
    Object.assign(window, { ResizeObserver: LayoutResizeObserver, PointerEvent: TestPointerEvent });
  });
  afterEach(() => Object.assign(mapSize, { width: 800, height: 400 }));
}

/** The map's new size, as a browser would report it after a layout change. */
export function resizeMaps(width: number, height: number) {
  Object.assign(mapSize, { width, height });
  act(() => observers.forEach(({ callback, observer }) => callback([], observer)));
}

/** Presses at (x, y), moves by (dx, dy) in two steps and lets go; `during` runs before letting go. */
export function drag(element: Element, [x, y]: [number, number], [dx, dy]: [number, number], during?: () => void) {
  fireEvent.pointerDown(element, { clientX: x, clientY: y, button: 0, pointerId: 1 });
  fireEvent.pointerMove(element, { clientX: x + dx / 2, clientY: y + dy / 2, pointerId: 1 });
  fireEvent.pointerMove(element, { clientX: x + dx, clientY: y + dy, pointerId: 1 });
  during?.();
  fireEvent.pointerUp(element, { clientX: x + dx, clientY: y + dy, pointerId: 1 });
}

/** The translation of an SVG transform (translate(12.5,-3)) or a CSS one (translate(12.5px, -3px)). */
export function translationOf(element: HTMLElement | SVGElement): [number, number] {
  const transform = element.getAttribute('transform') ?? element.style.transform;
  const match = /translate\(([-\d.e]+)(?:px)?,\s*([-\d.e]+)(?:px)?\)/.exec(transform);
  if (!match) throw new Error(`No translation on ${element.outerHTML.slice(0, 80)}`);
  return [Number(match[1]), Number(match[2])];
}
