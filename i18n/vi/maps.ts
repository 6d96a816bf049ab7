import type { Messages } from '../en';

/** Texts of the maps and of the polyline viewer (spec 2.9) in Vietnamese. */
export const maps: Messages['maps'] = {
  map: 'Bản đồ',
  streetsUnavailable: 'Không có bản đồ đường phố',
  pathOnMap: 'Lộ trình trên bản đồ',
  controls: {
    zoomIn: 'Phóng to',
    zoomOut: 'Thu nhỏ',
    fit: 'Thu phóng vừa khung',
  },
  polylineViewer: {
    title: 'Trình xem polyline',
    polyline: 'Polyline đã mã hóa',
    placeholder: 'Dán một polyline đã mã hóa, ví dụ _p~iF~ps|U_ulLnnqC_mqNvxq`@',
    showMarkers: 'Hiện điểm đánh dấu',
    unescape: "Bỏ ký tự thoát '\\'",
    precision5: 'Độ chính xác 5',
    invalid: 'Polyline không hợp lệ',
    points: '%{smart_count} điểm ở độ chính xác %{precision}',
    markersShown: '%{shown} trong số %{total} điểm đánh dấu trong khung nhìn',
    empty: 'Dán một polyline đã mã hóa ở trên để vẽ nó tại đây.',
    mapLabel: 'Polyline đã giải mã',
    pointTitle: 'Điểm %{number}: %{lat}, %{lng}',
  },
};
