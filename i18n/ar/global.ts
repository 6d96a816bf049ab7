import type { Messages } from '../en';

/** Texts of the global elements in Arabic: go to page, popups, new version, impersonation timer (spec 2.11, 4.5, 4.7, 8). */
export const global: Messages['global'] = {
  goToPage: {
    title: 'الانتقال إلى صفحة',
    field: 'انتقل إلى:',
    placeholder: 'ابدأ الكتابة...',
    recentlyViewed: 'المعروضة مؤخرًا',
    loading: 'جارٍ التحميل…',
    noOptions: 'لا توجد صفحة مطابقة',
    close: 'إغلاق',
    clear: 'مسح',
  },
  popups: {
    ok: 'حسنًا',
    errorTitle: 'خطأ',
  },
  newVersion: {
    title: 'يتوفر إصدار جديد من التطبيق',
    message: 'يُرجى تحديث الصفحة لتطبيق الإصدار الجديد، أو تأجيل التحديث لمدة ساعة.',
    delay: 'تأجيل',
    refresh: 'تحديث',
  },
  updateError: {
    title: 'تعذّر تحديث التطبيق',
    message: 'حدث خطأ أثناء التحقق من وجود إصدار جديد من التطبيق. يُرجى إعادة تحميل الصفحة. إذا تكرر ذلك، فتواصل مع المسؤول.',
    reload: 'إعادة التحميل',
  },
  impersonation: {
    sessionEndsIn: 'تنتهي الجلسة خلال %{time}',
    signedInAs: '%{supportUser} مسجّل الدخول باسم %{targetUser}',
  },
  records: {
    saved: 'تم حفظ %{kind} %{name}',
    deleted: 'لم يُحذف أي سجل من %{kind} |||| تم حذف سجل واحد من %{kind} |||| تم حذف سجلين من %{kind} |||| تم حذف %{smart_count} سجلات من %{kind} |||| تم حذف %{smart_count} سجلًا من %{kind} |||| تم حذف %{smart_count} سجل من %{kind}',
    step: '%{step} %{kind} %{name}؟',
  },
  savedViews: {
    button: 'طرق العرض',
    none: 'لا توجد طرق عرض محفوظة لهذه القائمة بعد',
    save: 'حفظ طريقة العرض هذه…',
    title: 'حفظ طريقة العرض هذه',
    name: 'الاسم',
    hint: 'عوامل التصفية والترتيب والأعمدة. الاسم المستخدم من قبل يستبدل طريقة العرض تلك.',
    saved: 'تم حفظ طريقة العرض «%{name}»',
    deleted: 'تم حذف طريقة العرض «%{name}»',
    delete: 'حذف طريقة العرض %{name}',
  },
  choicesFrom: {
    first: 'اختر %{field} أولًا',
  },
  bulk: {
    set: 'تعيين %{field}',
    title: '%{field} لـ %{count} من %{kind}',
    apply: 'تطبيق',
    saving: 'جارٍ حفظ %{done} من %{count}…',
    allDone: 'تم تغيير %{count} من %{kind}',
    summary: 'تم تغيير %{done} من %{kind}؛ ورُفض %{refused}',
    refusedStay: 'تبقى السجلات المرفوضة محددة.',
    failed: 'لم يتغير شيء: %{message}',
  },
  filters: {
    quick: 'عوامل تصفية سريعة',
    from: '%{field} من',
    until: '%{field} حتى',
  },
};
