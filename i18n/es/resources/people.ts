import type { Catalogue } from '../../en';
import type * as english from '../../en/resources/people';

const employeeLabels = {
  firstName: "Nombre",
  lastName: "Apellido",
  title: "Cargo",
  email: "Correo electrónico",
  phone: "Teléfono",
  status: "Estado",
  hireDate: "Fecha de contratación",
};

export const peopleResources: Catalogue<typeof english.peopleResources> = {
  'vendor-employees': {
    name: "Empleado del proveedor |||| Empleados del proveedor",
    fields: { ...employeeLabels, vendorId: "Proveedor", yardId: "Patio" },
  },
  'school-employees': {
    name: "Empleado escolar |||| Empleados escolares",
    fields: { ...employeeLabels, districtId: "Distrito", campusId: "Escuela" },
  },
};
