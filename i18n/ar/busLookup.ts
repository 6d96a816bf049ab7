import type { Messages } from '../en';

/** The bus lookup (spec 2.5 "transportation request bus lookup") and its link from a request, in Arabic. */
export const busLookup: Messages['busLookup'] = {
  intro: 'اعثر على المسارات التي تخدم مدرسة ما وعلى أقرب محطة فيها إلى منزل: اختر طلبًا، أو حدّد مدرسة وعنوان المنزل أو إحداثياته.',
  form: {
    request: 'الطلب',
    campus: 'المدرسة',
    address: 'عنوان المنزل',
    lat: 'خط العرض',
    lng: 'خط الطول',
    find: 'البحث عن حافلات',
    or: 'أو',
  },
  origin: {
    coordinates: 'الإحداثيات المُدخلة',
    request: 'الطلب',
    student: 'منزل طالب',
    campus: 'مدرسة',
  },
  found: 'المنزل: %{place} (من %{source}). مسارات %{campus} مرتبة حسب قرب محطتها، الأقرب أولًا.',
  noRuns: 'لا يخدم هذه المدرسة أي مسار نشط.',
  table: {
    rank: '#',
    run: 'المسار',
    direction: 'الاتجاه',
    vendor: 'شركة النقل',
    stop: 'أقرب محطة',
    time: 'وقت المحطة',
    distance: 'المسافة',
    seatsLeft: 'المقاعد المتبقية',
    full: 'ممتلئ',
    today: 'اليوم',
    monitor: 'يوجد مرافق على متنها',
  },
  home: 'المنزل',
  school: 'المدرسة',
  map: 'خريطة المنزل والمدرسة وأقرب المحطات',
  schedule: 'الجدولة على هذا المسار',
  scheduled: 'تمت جدولة الطلب على المسار %{run}.',
  findBus: 'البحث عن حافلة',
};
