import type { Messages } from '../en';

export const inspections: Messages['inspections'] = {
  landing: {
    intro: 'Lo que encontraron los conductores al revisar sus vehículos y lo que hizo el taller al respecto.',
    open: 'Abrir la lista',
    waiting: {
      reported: 'Esperan mecánico',
      mechanic_assigned: 'Esperan evaluación',
      out_of_service: 'Fuera de servicio',
    },
    about: {
      'vehicle-inspections': 'Las revisiones de los conductores antes de salir del patio y después del último recorrido.',
      'end-of-day-inspections': 'La revisión al estacionar el vehículo por la noche.',
      'end-of-ride-inspections': 'El recorrido interior después de cada viaje: ningún niño olvidado a bordo.',
    },
  },
  show: {
    title: {
      pre_trip: 'Inspección antes del recorrido',
      post_trip: 'Inspección después del recorrido',
      end_of_day: 'Inspección de fin de jornada',
      end_of_ride: 'Inspección de fin de viaje',
    },
    inspectedAt: 'Inspeccionado el %{at}',
    defects: 'Defectos notificados',
    noDefects: 'No se notificaron defectos.',
    followUp: 'Seguimiento',
    nothingToFollow: 'Aprobada: no requiere seguimiento.',
    steps: {
      reported: 'Notificada',
      mechanic_assigned: 'Mecánico asignado',
      assessed: 'Evaluada',
    },
    mechanic: 'Mecánico: %{name}',
  },
};
