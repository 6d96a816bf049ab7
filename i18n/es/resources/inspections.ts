import type { Catalogue } from '../../en';
import type * as english from '../../en/resources/inspections';

const inspectionLabels = {
  inspectedAt: "Inspeccionado el",
  kind: "Tipo",
  vehicleId: "Vehículo",
  driverId: "Conductor",
  vendorId: "Proveedor",
  yardId: "Patio",
  result: "Resultado",
  defects: "Defectos",
  odometer: "Odómetro",
  notes: "Notas del conductor",
  status: "Seguimiento",
  mechanicName: "Mecánico",
  mechanicAssignedAt: "Mecánico asignado el",
  assessment: "Dictamen del mecánico",
  assessedAt: "Evaluado el",
};

const inspectionSteps = {
  'assign-mechanic': "Asignar mecánico",
  repaired: "Marcar como reparado",
  'out-of-service': "Retirar del servicio",
  'no-defect': "Sin defecto",
  done: "Guardado: la inspección está ahora en «%{status}».",
};

export const inspectionResources: Catalogue<typeof english.inspectionResources> = {
  'vehicle-inspections': {
    name: "Inspección del vehículo |||| Inspecciones de vehículos",
    fields: inspectionLabels,
    transitions: inspectionSteps,
  },
  'end-of-day-inspections': {
    name: "Inspección de fin de jornada |||| Inspecciones de fin de jornada",
    fields: inspectionLabels,
    transitions: inspectionSteps,
  },
  'end-of-ride-inspections': {
    name: "Inspección de fin de viaje |||| Inspecciones de fin de viaje",
    fields: { ...inspectionLabels, rideId: "Viaje", districtId: "Distrito", campusId: "Escuela" },
    transitions: inspectionSteps,
  },
};

export const inspectionChoices: Catalogue<typeof english.inspectionChoices> = {
  pre_trip: "Antes del recorrido",
  post_trip: "Después del recorrido",
  end_of_day: "Fin de jornada",
  end_of_ride: "Fin de viaje",
  pass: "Aprobada",
  defects: "Con defectos",
  fail: "No apta",
  no_follow_up: "Sin seguimiento",
  reported: "Notificada",
  mechanic_assigned: "Mecánico asignado",
  repaired: "Reparada",
  no_defect: "Sin defecto",
};
