import type { Messages } from '../en';

export const busLookup: Messages['busLookup'] = {
  intro: 'Encuentre los recorridos que sirven a una escuela y su parada más cercana a un domicilio: elija una solicitud, o indique la escuela y la dirección o las coordenadas del domicilio.',
  form: {
    request: 'Solicitud',
    campus: 'Escuela',
    address: 'Domicilio',
    lat: 'Latitud',
    lng: 'Longitud',
    find: 'Buscar autobuses',
    or: 'o',
  },
  origin: {
    coordinates: 'las coordenadas indicadas',
    request: 'la solicitud',
    student: 'el domicilio de un estudiante',
    campus: 'una escuela',
  },
  found: 'Domicilio: %{place} (según %{source}). Recorridos de %{campus}, la parada más cercana primero.',
  noRuns: 'Ningún recorrido activo sirve a esta escuela.',
  table: {
    rank: 'N.º',
    run: 'Recorrido',
    direction: 'Sentido',
    vendor: 'Proveedor',
    stop: 'Parada más cercana',
    time: 'Hora de la parada',
    distance: 'Distancia',
    monitor: 'Con monitor',
  },
  home: 'Domicilio',
  school: 'Escuela',
  map: 'Mapa del domicilio, la escuela y las paradas más cercanas',
  schedule: 'Programar en este recorrido',
  scheduled: 'La solicitud quedó programada en el recorrido %{run}.',
  findBus: 'Buscar autobús',
};
