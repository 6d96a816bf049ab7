/** One colour per ride status, on the live map and its legend, and for the ride drawer's live status. */
export const RIDE_STATUS_COLORS: Record<string, string> = {
  scheduled: '#78909c',
  assigned: '#5c6bc0',
  en_route: '#2e7d32',
  completed: '#1565c0',
  cancelled: '#c62828',
};

/** A vehicle whose ride is unknown (it reports without one). */
export const NO_RIDE_COLOR = '#455a64';

export const colorOfStatus = (status: string | null | undefined) => (status && RIDE_STATUS_COLORS[status]) || NO_RIDE_COLOR;
