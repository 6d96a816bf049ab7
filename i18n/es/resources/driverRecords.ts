import type { Catalogue } from '../../en';
import type * as english from '../../en/resources/driverRecords';

export const driverRecordResources: Catalogue<typeof english.driverRecordResources> = {
  'driver-document-types': {
    name: "Tipo de documento del conductor |||| Tipos de documento del conductor",
    fields: {
      name: "Nombre",
      code: "Código",
      vendorId: "Proveedor",
      warningDays: "Aviso (días antes del vencimiento)",
      required: "Obligatorio para todo conductor",
      description: "Descripción",
    },
  },
  'driver-documents': {
    name: "Documento del conductor |||| Documentos de los conductores",
    fields: {
      driverId: "Conductor",
      typeId: "Tipo de documento",
      vendorId: "Proveedor",
      yardId: "Patio",
      number: "Número",
      issuedOn: "Expedido",
      expiresOn: "Vence",
      state: "Estado",
      fileName: "Nombre del archivo",
      notes: "Notas",
    },
  },
  'driver-attendance': {
    name: "Asistencia del conductor |||| Asistencia de los conductores",
    fields: {
      attendanceDate: "Fecha",
      driverId: "Conductor",
      vendorId: "Proveedor",
      yardId: "Patio",
      status: "Asistencia",
      clockIn: "Entrada",
      clockOut: "Salida",
      notes: "Notas",
    },
  },
  'driver-standby-status': {
    name: "Guardia de conductores |||| Guardia de conductores",
    fields: {
      firstName: "Nombre",
      lastName: "Apellido",
      vendorId: "Proveedor",
      yardId: "Patio",
      phone: "Teléfono",
      status: "Estado",
      standbyStatus: "Guardia",
      standbySince: "Desde",
    },
    transitions: {
      start: "Poner de guardia",
      end: "Quitar de guardia",
      done: "Guardado: el conductor ahora está %{status}.",
    },
  },
};

export const driverRecordChoices: Catalogue<typeof english.driverRecordChoices> = {
  valid: "Vigente",
  expiring: "Por vencer",
  expired: "Vencido",
  present: "Presente",
  late: "Tarde",
  absent: "Ausente",
  sick: "Enfermo",
  vacation: "Vacaciones",
  training: "Capacitación",
};
