import type { Catalogue } from '../en';
import type { work as english } from '../en/work';

export const work: Catalogue<typeof english> = {
  activities: {
    intro: 'Horas trabajadas por conductores y monitores. Cargue un archivo de horas y luego apruebe los registros, uno por uno o varios a la vez.',
    entries: 'Registros de horas',
  },
  upload: {
    title: 'Cargar un archivo de horas',
    help: 'Un archivo CSV cuya primera línea nombra las columnas %{columns}. employee_type es driver (conductor) o monitor, employee_id el número del conductor o monitor en la consola (como en la dirección de su página, /drivers/12), date AAAA-MM-DD, las horas HH:MM. Hasta %{rows} filas; se revisa cada fila y no se guarda nada si alguna tiene un error.',
    template: 'Descargar un archivo de ejemplo',
    choose: 'Elegir un archivo CSV',
    send: 'Cargar',
    sending: 'Cargando %{name}…',
    checking: 'Revisando las filas…',
    done: '%{smart_count} registro cargado como %{uploadId}: espera aprobación. |||| %{smart_count} registros cargados como %{uploadId}: esperan aprobación.',
    show: 'Ver estos registros',
    refused: 'No se guardó nada.',
    line: 'Línea',
    problem: 'Problema',
    tooLarge: 'El archivo pesa más de %{size}: divídalo en varios archivos.',
    failed: 'No se pudo cargar el archivo. Inténtelo de nuevo.',
  },
  bulkApprove: {
    button: 'Aprobar',
    done: '%{smart_count} registro aprobado. |||| %{smart_count} registros aprobados.',
  },
  accounting: {
    refresh: 'Actualizar desde los viajes',
    refreshed: 'Las partidas de viajes se calcularon de nuevo con los viajes completados del periodo.',
    items: 'Partidas',
    noItems: 'Esta transacción no tiene partidas.',
    editItem: 'Editar partida',
    editItemOf: 'Editar %{description}',
    save: 'Guardar',
    cancel: 'Cancelar',
    saved: 'Guardado: se actualizaron la partida y el importe de la transacción.',
  },
};
