import type { Messages } from '../en';

export const maps: Messages['maps'] = {
  map: 'Mapa',
  streetsUnavailable: 'Mapa de calles no disponible',
  pathOnMap: 'El recorrido en un mapa',
  controls: {
    zoomIn: 'Acercar',
    zoomOut: 'Alejar',
    fit: 'Encuadrar todo',
  },
  polylineViewer: {
    title: 'Visor de polilíneas',
    polyline: 'Polilínea codificada',
    placeholder: 'Pegue una polilínea codificada, p. ej. _p~iF~ps|U_ulLnnqC_mqNvxq`@',
    showMarkers: 'Mostrar marcadores',
    unescape: "Quitar escape de '\\'",
    precision5: 'Precisión 5',
    invalid: 'Polilínea no válida',
    points: '%{smart_count} punto con precisión %{precision} |||| %{smart_count} puntos con precisión %{precision}',
    markersShown: '%{shown} de %{total} marcadores a la vista',
    empty: 'Pegue arriba una polilínea codificada para dibujarla aquí.',
    mapLabel: 'La polilínea decodificada',
    pointTitle: 'Punto %{number}: %{lat}, %{lng}',
  },
};
