import type { Catalogue } from '../../en';
import type * as english from '../../en/resources/requests';

export const requestResources: Catalogue<typeof english.requestResources> = {
  'transportation-requests': {
    name: "Solicitud de transporte |||| Solicitudes de transporte",
    fields: {
      studentName: "Estudiante",
      studentId: "Estudiante inscrito",
      grade: "Grado",
      districtId: "Distrito",
      campusId: "Escuela",
      programId: "Programa",
      requestType: "Solicitud",
      address: "Domicilio",
      lat: "Latitud",
      lng: "Longitud",
      locationVerified: "Ubicación verificada",
      wheelchair: "Silla de ruedas",
      monitorRequired: "Requiere monitor",
      carSeat: "Asiento de seguridad",
      needsNotes: "Necesidades",
      requestedStartDate: "Servicio desde",
      status: "Estado",
      decisionNote: "Nota de la decisión",
      reviewedAt: "Revisada el",
      routeId: "Recorrido",
      scheduledAt: "Programada el",
    },
    transitions: {
      approve: "Aprobar",
      decline: "Rechazar",
      schedule: "Programar en un recorrido",
      done: "Guardado: la solicitud está ahora en «%{status}».",
    },
  },
};

export const requestChoices: Catalogue<typeof english.requestChoices> = {
  new_enrollment: "Nueva inscripción",
  address_change: "Cambio de domicilio",
  program_placement: "Asignación a programa",
  temporary_need: "Necesidad temporal",
  declined: "Rechazada",
};
