import type { Messages } from '../en';

export const live: Messages['live'] = {
  map: {
    label: 'Mapa de los vehículos que informan en vivo',
    vehicles: '%{smart_count} vehículo en el mapa |||| %{smart_count} vehículos en el mapa',
    noVehicles: 'Ningún vehículo ha informado su posición en los últimos %{minutes} minutos.',
    vehicleTitle: 'Vehículo %{vehicle} · %{status}',
    vehicleRideTitle: 'Vehículo %{vehicle} · viaje #%{ride} · %{status}',
    noRide: 'Sin viaje',
    legend: 'Estado del viaje',
    lastUpdate: 'Actualizado %{time}',
    vehicleList: 'Vehículos',
    search: 'Buscar un autobús, ruta o conductor',
    noMatch: 'Ningún vehículo coincide con esta búsqueda.',
    bus: 'Autobús %{vehicle}',
    run: 'Ruta %{run}',
    secondsAgo: 'hace %{smart_count} s',
    minutesAgo: 'hace %{smart_count} min',
    stale: 'Sin informe',
    follow: 'Seguir el autobús %{vehicle} en el mapa',
    following: 'Siguiendo el autobús %{vehicle}',
    stopFollowing: 'Dejar de seguir',
  },
  connection: {
    live: 'En vivo',
    connecting: 'Conectando…',
    offline: 'Actualizaciones en vivo en pausa. Reconectando…',
  },
  issues: {
    title: 'Incidencias de ruta abiertas',
    none: 'No hay incidencias de ruta abiertas.',
    kinds: {
      late: 'Retraso',
      off_route: 'Fuera de ruta',
      missed_stop: 'Parada omitida',
      breakdown: 'Avería',
      other: 'Otra',
    },
    rideLink: 'Viaje #%{ride}',
    detectedAt: 'Desde %{time}',
  },
  checkpoints: {
    title: 'Paradas señaladas',
    none: 'No hay paradas señaladas.',
    stop: 'Parada %{sequence}: %{reason}',
  },
};
