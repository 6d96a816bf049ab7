import type { Messages } from '../en';

/** Texts of the maps and of the polyline viewer (spec 2.9) in Arabic. */
export const maps: Messages['maps'] = {
  map: 'الخريطة',
  streetsUnavailable: 'خريطة الشوارع غير متاحة',
  pathOnMap: 'المسار على الخريطة',
  controls: {
    zoomIn: 'تكبير',
    zoomOut: 'تصغير',
    fit: 'ملاءمة العرض',
  },
  polylineViewer: {
    title: 'عارض الخطوط المتعددة',
    polyline: 'خط متعدد مرمّز',
    placeholder: 'الصق خطًا متعددًا مرمّزًا، مثل _p~iF~ps|U_ulLnnqC_mqNvxq`@',
    showMarkers: 'إظهار العلامات',
    unescape: "إزالة رموز الهروب '\\'",
    precision5: 'الدقة 5',
    invalid: 'خط متعدد غير صالح',
    points: 'عدد النقاط: %{smart_count}، بدقة %{precision}',
    markersShown: '%{shown} من %{total} علامة ضمن العرض',
    empty: 'الصق خطًا متعددًا مرمّزًا في الأعلى لرسمه هنا.',
    mapLabel: 'الخط المتعدد بعد فك الترميز',
    pointTitle: 'النقطة %{number}: %{lat}، %{lng}',
  },
};
