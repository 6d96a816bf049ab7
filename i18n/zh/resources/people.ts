import type { Catalogue } from '../../en';
import type * as english from '../../en/resources/people';

const employeeLabels = {
  firstName: "名",
  lastName: "姓",
  title: "职务",
  email: "电子邮箱",
  phone: "电话",
  status: "状态",
  hireDate: "入职日期",
};

export const peopleResources: Catalogue<typeof english.peopleResources> = {
  'vendor-employees': {
    name: "校车公司员工",
    fields: { ...employeeLabels, vendorId: "校车公司", yardId: "车场" },
  },
  'school-employees': {
    name: "学校员工",
    fields: { ...employeeLabels, districtId: "学区", campusId: "学校" },
  },
};
