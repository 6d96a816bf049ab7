import type { Messages } from '../en';

/** The utility pages (spec 2.9) in Arabic: the deeplink resolver, the charter portal handoff, the content landing page and the exports it hands over. */
export const utility: Messages['utility'] = {
  deeplink: {
    rideNotFound: 'تعذّر العثور على معرّف الرحلة رقم %{rideDisplayId}',
  },
  charterLogin: {
    failed: 'تعذّر فتح بوابة الرحلات الخاصة.',
  },
  landing: {
    loadFailed: 'تعذّر تحميل بيانات المحتوى',
    contextId: 'معرّف السياق: %{contextId}',
    imagePreview: 'معاينة المحتوى',
  },
  export: {
    id: 'المعرّف',
    referenceId: 'معرّف %{field}',
    csv: 'ملف CSV',
    xlsx: 'مصنف Excel (.xlsx)',
  },
  passwordResetRequest: {
    title: 'إعداد كلمة المرور لبيئة التطوير',
    setupNewUser: 'إعداد كلمة المرور لمستخدم جديد',
  },
};
