/** Texts of the live operations screens: the live map, its legend and the route issues beside it. */
export const live = {
  map: {
    label: 'Map of the vehicles reporting live',
    vehicles: '%{smart_count} vehicle on the map |||| %{smart_count} vehicles on the map',
    noVehicles: 'No vehicle has reported its position in the last %{minutes} minutes.',
    vehicleTitle: 'Vehicle %{vehicle} · %{status}',
    vehicleRideTitle: 'Vehicle %{vehicle} · ride #%{ride} · %{status}',
    noRide: 'No ride',
    legend: 'Ride status',
    lastUpdate: 'Updated %{time}',
  },
  connection: {
    live: 'Live',
    connecting: 'Connecting…',
    offline: 'Live updates paused. Reconnecting…',
  },
  issues: {
    title: 'Open route issues',
    none: 'No open route issues.',
    kinds: {
      late: 'Late',
      off_route: 'Off route',
      missed_stop: 'Missed stop',
      breakdown: 'Breakdown',
      other: 'Other',
    },
    rideLink: 'Ride #%{ride}',
    detectedAt: 'Since %{time}',
  },
  checkpoints: {
    title: 'Flagged stops',
    none: 'No stop is flagged.',
    stop: 'Stop %{sequence}: %{reason}',
  },
};
