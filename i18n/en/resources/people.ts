/** The staff directories' names and fields: vendor employees and school employees. */
const employeeLabels = {
  firstName: "First name",
  lastName: "Last name",
  title: "Title",
  email: "Email",
  phone: "Phone",
  status: "Status",
  hireDate: "Hire date",
};

export const peopleResources = {
  'vendor-employees': {
    name: "Vendor employee |||| Vendor employees",
    fields: { ...employeeLabels, vendorId: "Vendor", yardId: "Yard" },
  },
  'school-employees': {
    name: "School employee |||| School employees",
    fields: { ...employeeLabels, districtId: "District", campusId: "Campus" },
  },
};
