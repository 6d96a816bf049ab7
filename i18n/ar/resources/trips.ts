import type { Catalogue } from '../../en';
import type * as english from '../../en/resources/trips';

/** The charter trip sections' names, fields, steps and choices in Arabic (names as core.ts explains). */
export const tripResources: Catalogue<typeof english.tripResources> = {
  'charter-trips': {
    name: 'رحلات خاصة |||| رحلة خاصة |||| الرحلات الخاصة |||| الرحلات الخاصة |||| الرحلات الخاصة |||| الرحلات الخاصة',
    fields: {
      purpose: 'الغرض',
      destination: 'الوجهة',
      destinationAddress: 'عنوان الوجهة',
      districtId: 'المنطقة التعليمية',
      campusId: 'المدرسة',
      vendorId: 'شركة النقل',
      departureAt: 'المغادرة',
      returnAt: 'العودة',
      passengers: 'الركاب',
      busesNeeded: 'الحافلات المطلوبة',
      wheelchairPassengers: 'ركاب الكراسي المتحركة',
      contactName: 'مسؤول الاتصال',
      contactPhone: 'هاتف مسؤول الاتصال',
      itinerary: 'خط سير الرحلة',
      notes: 'الملاحظات',
      price: 'السعر',
      bookingAmount: 'مبلغ الحجز',
      invoiceNumber: 'رقم الفاتورة',
      status: 'الحالة',
      approvedAt: 'تاريخ الاعتماد',
      bookedAt: 'تاريخ الحجز',
      completedAt: 'تاريخ الإكمال',
      invoicedAt: 'تاريخ الفوترة',
      cancelledAt: 'تاريخ الإلغاء',
    },
    transitions: {
      approve: 'اعتماد',
      reject: 'رفض',
      book: 'حجز',
      complete: 'تحديد كمكتملة',
      invoice: 'إصدار فاتورة',
      cancel: 'إلغاء الرحلة',
      done: 'تم الحفظ: أصبحت حالة الرحلة «%{status}».',
    },
  },
  'trip-approval-path': {
    name: 'مسارات اعتماد رحلات |||| خطوة اعتماد |||| مسارات اعتماد الرحلات |||| مسارات اعتماد الرحلات |||| مسارات اعتماد الرحلات |||| مسارات اعتماد الرحلات',
    fields: {
      districtId: 'المنطقة التعليمية',
      stepOrder: 'الخطوة',
      approverKind: 'نوع المعتمِد',
      approverName: 'المعتمِد',
      approverEmail: 'البريد الإلكتروني',
      notes: 'الملاحظات',
    },
  },
  'trip-approval-documents': {
    name: 'مستندات اعتماد رحلات |||| مستند اعتماد |||| مستندات اعتماد الرحلات |||| مستندات اعتماد الرحلات |||| مستندات اعتماد الرحلات |||| مستندات اعتماد الرحلات',
    fields: {
      tripId: 'الرحلة',
      name: 'المستند',
      kind: 'النوع',
      fileName: 'الملف',
      sizeBytes: 'الحجم (بالبايت)',
      uploadedByName: 'حُمِّل بواسطة',
      uploadedAt: 'تاريخ التحميل',
      districtId: 'المنطقة التعليمية',
      campusId: 'المدرسة',
    },
  },
  'trip-ride-assignments': {
    name: 'حافلات رحلات خاصة |||| حافلة رحلة خاصة |||| إسناد رحلات الرحلات الخاصة |||| إسناد رحلات الرحلات الخاصة |||| إسناد رحلات الرحلات الخاصة |||| إسناد رحلات الرحلات الخاصة',
    fields: {
      tripId: 'الرحلة',
      vehicleNumber: 'الحافلة',
      driverName: 'السائق',
      startsAt: 'من',
      endsAt: 'حتى',
      vehicleId: 'المركبة',
      driverId: 'سجل السائق',
      vendorId: 'شركة النقل',
      districtId: 'المنطقة التعليمية',
      campusId: 'المدرسة',
      notes: 'الملاحظات',
    },
  },
};

/** How the charter trip fields' choice values read (those not already in the core sections). */
export const tripChoices: Catalogue<typeof english.tripChoices> = {
  booked: 'محجوز',
  invoiced: 'تمت الفوترة',
  role: 'دور',
  user: 'شخص',
  permission_slip: 'نماذج موافقة أولياء الأمور',
  board_approval: 'نموذج الاعتماد',
  risk_assessment: 'تقييم المخاطر',
  insurance_certificate: 'شهادة التأمين',
  itinerary: 'خط سير الرحلة',
  quote: 'عرض سعر شركة النقل',
};
