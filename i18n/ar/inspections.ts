import type { Messages } from '../en';

/** The inspections landing page and an inspection's page (spec 2.4 "Inspections", 2.5) in Arabic. */
export const inspections: Messages['inspections'] = {
  landing: {
    intro: 'ما وجده السائقون عند فحص مركباتهم، وما فعلته الورشة حياله.',
    open: 'فتح القائمة',
    waiting: {
      reported: 'بانتظار ميكانيكي',
      mechanic_assigned: 'بانتظار التقييم',
      out_of_service: 'مُبقاة خارج الخدمة',
    },
    about: {
      'vehicle-inspections': 'فحوصات السائقين قبل مغادرة الساحة وبعد آخر مسار.',
      'end-of-day-inspections': 'الفحص عند ركن المركبة ليلًا.',
      'end-of-ride-inspections': 'الجولة التفقدية بعد كل رحلة: لا طفل متروك على متن الحافلة.',
    },
  },
  show: {
    title: {
      pre_trip: 'فحص ما قبل الرحلة',
      post_trip: 'فحص ما بعد الرحلة',
      end_of_day: 'فحص نهاية اليوم',
      end_of_ride: 'فحص نهاية الرحلة',
    },
    inspectedAt: 'تاريخ الفحص: %{at}',
    defects: 'الأعطال المُبلَّغ عنها',
    noDefects: 'لم يُبلَّغ عن أي أعطال.',
    followUp: 'المتابعة',
    nothingToFollow: 'اجتاز الفحص: لا شيء يحتاج إلى متابعة.',
    steps: {
      reported: 'تم الإبلاغ',
      mechanic_assigned: 'تم تعيين ميكانيكي',
      assessed: 'تم التقييم',
    },
    mechanic: 'الميكانيكي: %{name}',
  },
};
