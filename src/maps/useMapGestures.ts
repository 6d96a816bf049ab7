import { useEffect, useEffectEvent, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import { panBy, zoomAround, type Size, type Viewport } from './projection';

/** Movement below this is a click, not a drag. */
const DRAG_THRESHOLD_PX = 3;
/** How far an arrow key moves the map. */
export const KEY_PAN_PX = 80;
/** Wheel pixels per zoom level: a mouse notch (100 px) zooms half a level, trackpads in small steps. */
const WHEEL_PX_PER_ZOOM = 200;
const LINE_HEIGHT_PX = 16;

interface Drag {
  pointerId: number;
  x: number;
  y: number;
  from: Viewport;
  moved: boolean;
}

interface GestureOptions {
  element: RefObject<HTMLElement | null>;
  view: Viewport;
  size: Size;
  changeView(next: Viewport): void;
}

const within = (target: EventTarget, selector: string) => target instanceof Element && target.closest(selector) !== null;

const pointerIn = (element: HTMLElement, event: { clientX: number; clientY: number }) => {
  const rect = element.getBoundingClientRect();
  return { x: event.clientX - rect.left, y: event.clientY - rect.top };
};

/**
 * Drag to pan, wheel and double-click to zoom around the pointer, arrow keys and +/- on the focused
 * map. While a drag is under way `dragging` is true, so that the map reports its bounds once the
 * drag ends rather than at every frame.
 */
export function useMapGestures({ element, view, size, changeView }: GestureOptions) {
  const drag = useRef<Drag | null>(null);
  const justDragged = useRef(false);
  const [dragging, setDragging] = useState(false);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || within(event.target, 'button')) return;
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, from: view, moved: false };
    justDragged.current = false;
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (!current.moved) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
      // Captured only once it is a drag: a capture from the start would take clicks away from markers.
      current.moved = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setDragging(true);
    }
    changeView(panBy(current.from, dx, dy));
  };

  const onPointerEnd = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (!current.moved) return;
    justDragged.current = true;
    setDragging(false);
  };

  // A drag that ends over a marker is not a click on it.
  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    if (!justDragged.current) return;
    justDragged.current = false;
    event.stopPropagation();
  };

  const onDoubleClick = (event: MouseEvent<HTMLElement>) => {
    if (within(event.target, 'button, [data-marker]')) return;
    changeView(zoomAround(view, size, pointerIn(event.currentTarget, event), view.zoom + 1));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    const pans: Record<string, [number, number]> = { ArrowLeft: [KEY_PAN_PX, 0], ArrowRight: [-KEY_PAN_PX, 0], ArrowUp: [0, KEY_PAN_PX], ArrowDown: [0, -KEY_PAN_PX] };
    const zooms: Record<string, number> = { '+': 1, '=': 1, '-': -1, _: -1 };
    if (pans[event.key]) changeView(panBy(view, ...pans[event.key]));
    else if (zooms[event.key]) changeView({ center: view.center, zoom: view.zoom + zooms[event.key] });
    else return;
    event.preventDefault();
  };

  // React listens to wheel events passively; zooming must keep the page from scrolling, so the
  // listener is the DOM's own.
  const onWheel = useEffectEvent((event: WheelEvent) => {
    const target = element.current;
    if (!target || event.deltaY === 0) return;
    event.preventDefault();
    const pixels = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? event.deltaY * LINE_HEIGHT_PX : event.deltaY;
    const levels = Math.max(-1, Math.min(1, -pixels / WHEEL_PX_PER_ZOOM));
    changeView(zoomAround(view, size, pointerIn(target, event), view.zoom + levels));
  });
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const listener = (event: WheelEvent) => onWheel(event);
    target.addEventListener('wheel', listener, { passive: false });
    return () => target.removeEventListener('wheel', listener);
  }, [element]);

  return {
    dragging,
    handlers: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd, onClickCapture, onDoubleClick, onKeyDown },
  };
}
