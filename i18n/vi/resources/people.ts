import type { Catalogue } from '../../en';
import type * as english from '../../en/resources/people';

const employeeLabels = {
  firstName: "Tên",
  lastName: "Họ",
  title: "Chức danh",
  email: "Email",
  phone: "Điện thoại",
  status: "Trạng thái",
  hireDate: "Ngày tuyển dụng",
};

export const peopleResources: Catalogue<typeof english.peopleResources> = {
  'vendor-employees': {
    name: "Nhân viên nhà xe",
    fields: { ...employeeLabels, vendorId: "Nhà xe", yardId: "Bãi xe" },
  },
  'school-employees': {
    name: "Nhân viên nhà trường",
    fields: { ...employeeLabels, districtId: "Học khu", campusId: "Trường" },
  },
};
