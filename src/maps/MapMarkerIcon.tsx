import { memo } from 'react';
import type { MapMarker } from './mapTypes';

export const MARKER_COLOR = '#1565c0';
const RADIUS = 9;
/**
 * Spec 9: "a wide label icon for marker index 1000 or more". Numbers of four digits no longer fit a
 * round marker, so any label of four characters or more gets the wide one.
 */
export const WIDE_LABEL_LENGTH = 4;
const CHARACTER_WIDTH = 6.5;
/** An arrow pointing north, turned by the marker's rotation. */
const HEADING_ARROW = 'M0,-12 L8,9 L0,4 L-8,9 Z';

export type MarkerShape = 'circle' | 'wide' | 'heading';

export const markerShape = (marker: MapMarker): MarkerShape =>
  marker.rotation !== undefined ? 'heading' : (marker.label?.length ?? 0) >= WIDE_LABEL_LENGTH ? 'wide' : 'circle';

/** A wide label's width: room for its characters between two round ends. */
export const wideLabelWidth = (label: string) => RADIUS + label.length * CHARACTER_WIDTH;

const LABEL_STYLE = { fontFamily: 'sans-serif', fontWeight: 600, pointerEvents: 'none' } as const;

function Shape({ marker, shape }: { marker: MapMarker; shape: MarkerShape }) {
  const paint = { fill: marker.color ?? MARKER_COLOR, stroke: '#fff', strokeWidth: 2 };
  if (shape === 'heading') return <path d={HEADING_ARROW} transform={`rotate(${marker.rotation})`} strokeLinejoin="round" {...paint} />;
  if (shape === 'circle') return <circle r={RADIUS} {...paint} />;
  const width = wideLabelWidth(marker.label ?? '');
  return <rect x={-width / 2} y={-RADIUS} width={width} height={2 * RADIUS} rx={RADIUS} {...paint} />;
}

function Label({ text, shape }: { text: string; shape: MarkerShape }) {
  if (shape === 'heading') {
    // Beside the arrow, haloed, so that it stays upright and readable on any path.
    return <text x={13} dy="0.35em" fontSize={11} fill="#1b2433" stroke="#fff" strokeWidth={3} paintOrder="stroke" style={LABEL_STYLE}>{text}</text>;
  }
  return <text textAnchor="middle" dy="0.35em" fontSize={text.length === 3 ? 8 : 10} fill="#fff" style={LABEL_STYLE}>{text}</text>;
}

/** One marker at (x, y) of its layer; drawn again only when it or its place changes. */
export const MapMarkerIcon = memo(function MapMarkerIcon({ marker, x, y }: { marker: MapMarker; x: number; y: number }) {
  const shape = markerShape(marker);
  const clickable = marker.onClick !== undefined;
  return (
    <g
      data-marker={marker.id}
      data-shape={shape}
      transform={`translate(${x},${y})`}
      role={clickable ? 'button' : undefined}
      tabIndex={clickable ? 0 : undefined}
      aria-label={clickable ? marker.title ?? marker.label : undefined}
      opacity={marker.muted ? 0.45 : undefined}
      style={clickable ? { cursor: 'pointer' } : undefined}
    >
      {marker.title && <title>{marker.title}</title>}
      <Shape marker={marker} shape={shape} />
      {marker.label && <Label text={marker.label} shape={shape} />}
    </g>
  );
});
