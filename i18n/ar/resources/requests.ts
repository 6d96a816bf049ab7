import type { Catalogue } from '../../en';
import type * as english from '../../en/resources/requests';

/** The transportation requests section's name, fields, steps and choices in Arabic (names as core.ts explains). */
export const requestResources: Catalogue<typeof english.requestResources> = {
  'transportation-requests': {
    name: 'طلبات نقل |||| طلب نقل |||| طلبات النقل |||| طلبات النقل |||| طلبات النقل |||| طلبات النقل',
    fields: {
      studentName: 'الطالب',
      studentId: 'الطالب المسجَّل',
      grade: 'الصف',
      districtId: 'المنطقة التعليمية',
      campusId: 'المدرسة',
      programId: 'البرنامج',
      requestType: 'نوع الطلب',
      address: 'عنوان المنزل',
      lat: 'خط العرض',
      lng: 'خط الطول',
      locationVerified: 'تم التحقق من الموقع',
      wheelchair: 'كرسي متحرك',
      monitorRequired: 'يلزم مرافق',
      carSeat: 'مقعد أمان للأطفال',
      needsNotes: 'الاحتياجات',
      requestedStartDate: 'بدء الخدمة من',
      status: 'الحالة',
      decisionNote: 'ملاحظة القرار',
      reviewedAt: 'تاريخ المراجعة',
      routeId: 'المسار',
      scheduledAt: 'تاريخ الجدولة',
    },
    transitions: {
      approve: 'اعتماد',
      decline: 'رفض',
      schedule: 'جدولة على مسار',
      done: 'تم الحفظ: أصبحت حالة الطلب «%{status}».',
    },
  },
};

export const requestChoices: Catalogue<typeof english.requestChoices> = {
  new_enrollment: 'تسجيل جديد',
  address_change: 'تغيير العنوان',
  program_placement: 'إلحاق ببرنامج',
  temporary_need: 'حاجة مؤقتة',
  declined: 'مرفوض',
};
