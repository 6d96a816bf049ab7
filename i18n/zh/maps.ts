import type { Messages } from '../en';

/** Texts of the maps and of the polyline viewer (spec 2.9) in Simplified Chinese. */
export const maps: Messages['maps'] = {
  map: '地图',
  streetsUnavailable: '街道地图不可用',
  pathOnMap: '地图上的路径',
  controls: {
    zoomIn: '放大',
    zoomOut: '缩小',
    fit: '缩放至全部',
  },
  polylineViewer: {
    title: '折线查看器',
    polyline: '编码折线',
    placeholder: '粘贴编码折线，例如 _p~iF~ps|U_ulLnnqC_mqNvxq`@',
    showMarkers: '显示标记',
    unescape: "取消转义 '\\'",
    precision5: '精度 5',
    invalid: '折线无效',
    points: '%{smart_count} 个点，精度 %{precision}',
    markersShown: '视图中显示 %{shown} / %{total} 个标记',
    empty: '在上方粘贴编码折线，即可在此绘制。',
    mapLabel: '解码后的折线',
    pointTitle: '点 %{number}：%{lat}, %{lng}',
  },
};
