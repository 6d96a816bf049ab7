import polyline from '@mapbox/polyline';
import type { RideContent } from './rideContent';

/** Every text of ours that goes into HTML or SVG goes through this: the data may hold `<` or `&`. */
export function escapeHtml(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A ride's day as people read it; the date names a calendar day, so it is read at noon UTC. */
export function rideDateText(ride: RideContent): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${ride.rideDate}T12:00:00Z`));
}

/** A time on the account's clock, wherever the reader is. */
export function rideTimeText(ride: RideContent, iso: string | null): string {
  return iso ? new Intl.DateTimeFormat('en-US', { timeZone: ride.timezone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso)) : '—';
}

export const statusText = (status: string) => status.replace(/_/g, ' ');

const REPORT_STYLE = 'body{font:14px/1.45 system-ui,sans-serif;margin:32px;color:#1c2330}h1{font-size:22px}th,td{text-align:left;padding:4px 12px 4px 0;vertical-align:top}th{color:#5b6577;font-weight:600}table{border-collapse:collapse;margin-bottom:24px}tbody tr+tr td{border-top:1px solid #e3e6eb}';

/** The ride report: a self-contained HTML document, readable offline once downloaded. */
export function rideReportHtml(ride: RideContent): string {
  const facts: [string, string][] = [
    ['Date', rideDateText(ride)],
    ['Run', `${ride.runNumber} (${ride.direction})`],
    ['District', ride.districtName],
    ['Status', statusText(ride.status)],
    ['Scheduled', `${rideTimeText(ride, ride.scheduledStart)} – ${rideTimeText(ride, ride.scheduledEnd)}`],
    ['Started', rideTimeText(ride, ride.actualStart)],
    ['Finished', rideTimeText(ride, ride.actualEnd)],
  ];
  const factRows = facts.map(([label, value]) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('');
  const stopRows = ride.stops.map((stop) => `<tr><td>${stop.sequence}</td><td>${escapeHtml(stop.time)}</td><td>${escapeHtml(stop.address)}</td><td>${stop.studentCount}</td></tr>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ride #${ride.displayId}</title><style>${REPORT_STYLE}</style></head><body>`
    + `<h1>Ride #${ride.displayId}</h1><table>${factRows}</table>`
    + `<h2>Stops</h2><table><thead><tr><th>#</th><th>Time</th><th>Address</th><th>Students</th></tr></thead><tbody>${stopRows}</tbody></table>`
    + '</body></html>';
}

const MAP = { width: 800, height: 520, padding: 48, precision: 6 };
const PATH_COLOR = '#1f4e9c';

/**
 * The ride's planned path and numbered stops as an SVG image, on a local equirectangular projection
 * (longitude shrunk by the cosine of the latitude), which is true enough at the scale of one run.
 */
export function rideMapSvg(ride: RideContent): string {
  const path = ride.polyline ? polyline.decode(ride.polyline, MAP.precision) : [];
  const stops = ride.stops.map((stop) => [stop.lat, stop.lng] as [number, number]);
  const all = [...path, ...stops];
  const title = `<text x="16" y="28" font-family="sans-serif" font-size="16" fill="#1c2330">Ride #${ride.displayId} · run ${escapeHtml(ride.runNumber)} (${escapeHtml(ride.direction)})</text>`;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${MAP.width}" height="${MAP.height}" viewBox="0 0 ${MAP.width} ${MAP.height}"><rect width="100%" height="100%" fill="#f6f8fb"/>${title}`;
  if (!all.length) return `${open}<text x="50%" y="50%" text-anchor="middle" font-family="sans-serif" fill="#5b6577">No planned path</text></svg>`;

  const shrink = Math.cos((all.reduce((sum, [lat]) => sum + lat, 0) / all.length) * (Math.PI / 180));
  const xs = all.map(([, lng]) => lng * shrink);
  const ys = all.map(([lat]) => -lat);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const inner = { width: MAP.width - 2 * MAP.padding, height: MAP.height - 2 * MAP.padding };
  const scale = Math.min(inner.width / Math.max(maxX - minX, 1e-9), inner.height / Math.max(maxY - minY, 1e-9));
  const offsetX = MAP.padding + (inner.width - (maxX - minX) * scale) / 2;
  const offsetY = MAP.padding + (inner.height - (maxY - minY) * scale) / 2;
  const project = ([lat, lng]: [number, number]) => [offsetX + (lng * shrink - minX) * scale, offsetY + (-lat - minY) * scale].map((n) => n.toFixed(1)).join(',');

  const line = path.length > 1 ? `<polyline points="${path.map(project).join(' ')}" fill="none" stroke="${PATH_COLOR}" stroke-width="4" stroke-linejoin="round"/>` : '';
  const marks = ride.stops.map((stop) => {
    const [x, y] = project([stop.lat, stop.lng]).split(',');
    return `<circle cx="${x}" cy="${y}" r="10" fill="#fff" stroke="${PATH_COLOR}" stroke-width="2"/>`
      + `<text x="${x}" y="${y}" dy="4" text-anchor="middle" font-family="sans-serif" font-size="11" fill="${PATH_COLOR}">${stop.sequence}</text>`;
  }).join('');
  return `${open}${line}${marks}</svg>`;
}
