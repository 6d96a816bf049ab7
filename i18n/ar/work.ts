import type { Catalogue } from '../en';
import type { work as english } from '../en/work';

/** The hand-written parts of the Activities and Accounting screens, in Arabic. */
export const work: Catalogue<typeof english> = {
  activities: {
    intro: 'ساعات عمل السائقين والمرافقين. حمّل ملف سجل دوام، ثم اعتمد الإدخالات واحدًا تلو الآخر أو عدة إدخالات دفعة واحدة.',
    entries: 'إدخالات سجل الدوام',
  },
  upload: {
    title: 'تحميل سجل دوام',
    help: 'ملف CSV يسمّي سطره الأول الأعمدة %{columns}. قيمة employee_type هي driver أو monitor، و employee_id هو رقم السائق أو المرافق في البوابة (كما يظهر في عنوان صفحته: drivers/12)، والتاريخ بصيغة YYYY-MM-DD، والأوقات بصيغة HH:MM. الحد الأقصى للصفوف: %{rows}؛ يُفحص كل صف، ولا يُحفظ شيء ما لم تكن الصفوف كلها صحيحة.',
    template: 'تنزيل ملف نموذجي',
    choose: 'اختر ملف CSV',
    send: 'تحميل',
    sending: 'جارٍ تحميل %{name}…',
    checking: 'جارٍ فحص الصفوف…',
    done: 'لم يُحمَّل أي إدخال ضمن %{uploadId}. |||| تم تحميل إدخال واحد ضمن %{uploadId}: وهو بانتظار الاعتماد. |||| تم تحميل إدخالين ضمن %{uploadId}: وهما بانتظار الاعتماد. |||| تم تحميل %{smart_count} إدخالات ضمن %{uploadId}: وهي بانتظار الاعتماد. |||| تم تحميل %{smart_count} إدخالًا ضمن %{uploadId}: وهي بانتظار الاعتماد. |||| تم تحميل %{smart_count} إدخال ضمن %{uploadId}: وهي بانتظار الاعتماد.',
    show: 'عرض هذه الإدخالات',
    refused: 'لم يُحفظ شيء.',
    line: 'السطر',
    problem: 'المشكلة',
    tooLarge: 'حجم الملف أكبر من %{size}: قسّمه إلى عدة ملفات.',
    failed: 'تعذّر تحميل الملف. يُرجى المحاولة مرة أخرى.',
  },
  bulkApprove: {
    button: 'اعتماد',
    done: 'لم يُعتمد أي إدخال. |||| تم اعتماد إدخال واحد. |||| تم اعتماد إدخالين. |||| تم اعتماد %{smart_count} إدخالات. |||| تم اعتماد %{smart_count} إدخالًا. |||| تم اعتماد %{smart_count} إدخال.',
  },
  accounting: {
    refresh: 'تحديث من الرحلات',
    refreshed: 'أُعيد حساب بنود الرحلات من الرحلات المكتملة في الفترة.',
    items: 'البنود',
    noItems: 'لا توجد بنود في هذه المعاملة.',
    editItem: 'تعديل البند',
    editItemOf: 'تعديل %{description}',
    save: 'حفظ',
    cancel: 'إلغاء',
    saved: 'تم الحفظ: حُدِّث البند ومبلغ المعاملة.',
  },
};
