/** Texts of the maps (src/maps) and of the polyline viewer (spec 2.9). */
export const maps = {
  map: 'Map',
  streetsUnavailable: 'Street map unavailable',
  pathOnMap: 'The path on a map',
  controls: {
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    fit: 'Zoom to fit',
  },
  polylineViewer: {
    title: 'Polyline Viewer',
    polyline: 'Encoded polyline',
    placeholder: 'Paste an encoded polyline, e.g. _p~iF~ps|U_ulLnnqC_mqNvxq`@',
    showMarkers: 'Show markers',
    unescape: "Unescape '\\'",
    precision5: 'Precision 5',
    invalid: 'Invalid polyline',
    points: '%{smart_count} point at precision %{precision} |||| %{smart_count} points at precision %{precision}',
    markersShown: '%{shown} of %{total} markers in view',
    empty: 'Paste an encoded polyline above to draw it here.',
    mapLabel: 'The decoded polyline',
    pointTitle: 'Point %{number}: %{lat}, %{lng}',
  },
};
