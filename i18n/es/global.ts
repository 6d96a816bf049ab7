import type { Messages } from '../en';

export const global: Messages['global'] = {
  goToPage: {
    title: 'Ir a la página',
    field: 'Ir a:',
    placeholder: 'Empiece a escribir...',
    recentlyViewed: 'Visitada recientemente',
    loading: 'Cargando…',
    noOptions: 'Ninguna página coincide',
    close: 'Cerrar',
    clear: 'Borrar',
  },
  popups: {
    ok: 'Aceptar',
    errorTitle: 'Error',
  },
  newVersion: {
    title: 'Hay una nueva versión de la aplicación',
    message: 'Actualice la página para aplicar la nueva versión o posponga la actualización 1 hora.',
    delay: 'Posponer',
    refresh: 'Actualizar',
  },
  updateError: {
    title: 'No se puede actualizar la aplicación',
    message: 'Se produjo un error al buscar una nueva versión de la aplicación. Vuelva a cargar la página. Si vuelve a ocurrir, póngase en contacto con su administrador.',
    reload: 'Volver a cargar',
  },
  impersonation: {
    sessionEndsIn: 'La sesión termina en %{time}',
    signedInAs: '%{supportUser} ha iniciado sesión como %{targetUser}',
  },
  records: {
    saved: 'Guardado: %{kind} %{name}',
    deleted: 'Se eliminó %{smart_count} %{kind} |||| Se eliminaron %{smart_count} %{kind}',
    step: '¿%{step}: %{kind} %{name}?',
  },
  savedViews: {
    button: 'Vistas',
    none: 'Aún no hay vistas guardadas de esta lista',
    save: 'Guardar esta vista…',
    title: 'Guardar esta vista',
    name: 'Nombre',
    hint: 'Sus filtros, orden y columnas. Un nombre que ya usa reemplaza esa vista.',
    saved: 'Vista «%{name}» guardada',
    deleted: 'Vista «%{name}» eliminada',
    delete: 'Eliminar la vista %{name}',
  },
  choicesFrom: {
    first: 'Elija primero: %{field}',
  },
  bulk: {
    set: 'Cambiar %{field}',
    title: '%{field} de %{count} %{kind}',
    apply: 'Aplicar',
    saving: 'Guardando %{done} de %{count}…',
    allDone: '%{count} %{kind} cambiados',
    summary: '%{done} %{kind} cambiados; %{refused} rechazados',
    refusedStay: 'Los registros rechazados siguen marcados.',
    failed: 'No se cambió nada: %{message}',
  },
  filters: {
    quick: 'Filtros rápidos',
    from: '%{field} desde',
    until: '%{field} hasta',
  },
};
