import type { Catalogue } from '../../en';
import type * as english from '../../en/resources/driverRecords';

/** The drivers' records in Arabic: document types, documents, attendance and the standby board (names as core.ts explains). */
export const driverRecordResources: Catalogue<typeof english.driverRecordResources> = {
  'driver-document-types': {
    name: 'أنواع مستندات سائقين |||| نوع مستند سائق |||| أنواع مستندات السائقين |||| أنواع مستندات السائقين |||| أنواع مستندات السائقين |||| أنواع مستندات السائقين',
    fields: {
      name: 'الاسم',
      code: 'الرمز',
      vendorId: 'شركة النقل',
      warningDays: 'التنبيه (بالأيام قبل انتهاء الصلاحية)',
      required: 'مطلوب لكل سائق',
      description: 'الوصف',
    },
  },
  'driver-documents': {
    name: 'مستندات سائقين |||| مستند سائق |||| مستندات السائقين |||| مستندات السائقين |||| مستندات السائقين |||| مستندات السائقين',
    fields: {
      driverId: 'السائق',
      typeId: 'نوع المستند',
      vendorId: 'شركة النقل',
      yardId: 'الساحة',
      number: 'الرقم',
      issuedOn: 'تاريخ الإصدار',
      expiresOn: 'تاريخ الانتهاء',
      state: 'الحالة',
      fileName: 'اسم الملف',
      notes: 'الملاحظات',
    },
  },
  'driver-attendance': {
    name: 'حضور السائقين',
    fields: {
      attendanceDate: 'التاريخ',
      driverId: 'السائق',
      vendorId: 'شركة النقل',
      yardId: 'الساحة',
      status: 'الحضور',
      clockIn: 'وقت الحضور',
      clockOut: 'وقت الانصراف',
      notes: 'الملاحظات',
    },
  },
  'driver-standby-status': {
    name: 'حالة السائقين الاحتياطيين',
    fields: {
      firstName: 'الاسم الأول',
      lastName: 'اسم العائلة',
      vendorId: 'شركة النقل',
      yardId: 'الساحة',
      phone: 'الهاتف',
      status: 'الحالة',
      standbyStatus: 'الاحتياط',
      standbySince: 'منذ',
    },
    transitions: {
      start: 'وضع في الاحتياط',
      end: 'إخراج من الاحتياط',
      done: 'تم الحفظ: أصبحت حالة السائق «%{status}».',
    },
  },
};

export const driverRecordChoices: Catalogue<typeof english.driverRecordChoices> = {
  valid: 'ساري',
  expiring: 'ينتهي قريبًا',
  expired: 'منتهي الصلاحية',
  present: 'حاضر',
  late: 'متأخر',
  absent: 'غائب',
  sick: 'إجازة مرضية',
  vacation: 'إجازة',
  training: 'تدريب',
};
