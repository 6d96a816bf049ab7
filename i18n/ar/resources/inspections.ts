import type { Catalogue } from '../../en';
import type * as english from '../../en/resources/inspections';

/** The inspections sections' names, fields, steps and choices in Arabic (names as core.ts explains). */
const inspectionLabels = {
  inspectedAt: 'تاريخ الفحص',
  kind: 'النوع',
  vehicleId: 'المركبة',
  driverId: 'السائق',
  vendorId: 'شركة النقل',
  yardId: 'الساحة',
  result: 'النتيجة',
  defects: 'الأعطال',
  odometer: 'عداد المسافات',
  notes: 'ملاحظات السائق',
  status: 'المتابعة',
  mechanicName: 'الميكانيكي',
  mechanicAssignedAt: 'تاريخ تعيين الميكانيكي',
  assessment: 'تقييم الميكانيكي',
  assessedAt: 'تاريخ التقييم',
};

const inspectionSteps = {
  'assign-mechanic': 'تعيين ميكانيكي',
  repaired: 'تحديد كمُصلَح',
  'out-of-service': 'إخراج من الخدمة',
  'no-defect': 'لم يُعثر على عطل',
  done: 'تم الحفظ: أصبحت حالة الفحص «%{status}».',
};

export const inspectionResources: Catalogue<typeof english.inspectionResources> = {
  'vehicle-inspections': {
    name: 'فحوصات مركبات |||| فحص مركبة |||| فحوصات المركبات |||| فحوصات المركبات |||| فحوصات المركبات |||| فحوصات المركبات',
    fields: inspectionLabels,
    transitions: inspectionSteps,
  },
  'end-of-day-inspections': {
    name: 'فحوصات نهاية يوم |||| فحص نهاية اليوم |||| فحوصات نهاية اليوم |||| فحوصات نهاية اليوم |||| فحوصات نهاية اليوم |||| فحوصات نهاية اليوم',
    fields: inspectionLabels,
    transitions: inspectionSteps,
  },
  'end-of-ride-inspections': {
    name: 'فحوصات نهاية رحلة |||| فحص نهاية الرحلة |||| فحوصات نهاية الرحلة |||| فحوصات نهاية الرحلة |||| فحوصات نهاية الرحلة |||| فحوصات نهاية الرحلة',
    fields: { ...inspectionLabels, rideId: 'الرحلة', districtId: 'المنطقة التعليمية', campusId: 'المدرسة' },
    transitions: inspectionSteps,
  },
};

export const inspectionChoices: Catalogue<typeof english.inspectionChoices> = {
  pre_trip: 'قبل الرحلة',
  post_trip: 'بعد الرحلة',
  end_of_day: 'نهاية اليوم',
  end_of_ride: 'نهاية الرحلة',
  pass: 'اجتاز الفحص',
  defects: 'توجد أعطال',
  fail: 'لم يجتز الفحص',
  no_follow_up: 'لا يحتاج إلى متابعة',
  reported: 'مُبلَّغ عنه',
  mechanic_assigned: 'تم تعيين ميكانيكي',
  repaired: 'تم الإصلاح',
  no_defect: 'لم يُعثر على عطل',
};
