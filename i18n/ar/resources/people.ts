import type { Catalogue } from '../../en';
import type * as english from '../../en/resources/people';

/** The staff directories' names and fields in Arabic: vendor employees and school employees (names as core.ts explains). */
const employeeLabels = {
  firstName: 'الاسم الأول',
  lastName: 'اسم العائلة',
  title: 'المسمى الوظيفي',
  email: 'البريد الإلكتروني',
  phone: 'الهاتف',
  status: 'الحالة',
  hireDate: 'تاريخ التعيين',
};

export const peopleResources: Catalogue<typeof english.peopleResources> = {
  'vendor-employees': {
    name: 'موظفو شركات نقل |||| موظف شركة نقل |||| موظفو شركات النقل |||| موظفي شركات النقل |||| موظفي شركات النقل |||| موظفي شركات النقل',
    fields: { ...employeeLabels, vendorId: 'شركة النقل', yardId: 'الساحة' },
  },
  'school-employees': {
    name: 'موظفو مدارس |||| موظف مدرسة |||| موظفو المدارس |||| موظفي المدارس |||| موظفي المدارس |||| موظفي المدارس',
    fields: { ...employeeLabels, districtId: 'المنطقة التعليمية', campusId: 'المدرسة' },
  },
};
