import type { Messages } from '../en';

/** Las páginas de utilidad (spec 2.9): enlace directo, acceso al portal de chárter y página de contenido. */
export const utility: Messages['utility'] = {
  deeplink: {
    rideNotFound: 'No se encontró el id del viaje n.º %{rideDisplayId}',
  },
  charterLogin: {
    failed: 'No se pudo abrir el portal de chárter.',
  },
  landing: {
    loadFailed: 'No se pudieron cargar los metadatos del contenido',
    contextId: 'ID de contexto: %{contextId}',
    imagePreview: 'Vista previa del contenido',
  },
  export: {
    id: 'ID',
    referenceId: '%{field} (ID)',
    csv: 'Archivo CSV',
    xlsx: 'Libro de Excel (.xlsx)',
  },
  passwordResetRequest: {
    title: 'Configuración de contraseña para desarrollo',
    setupNewUser: 'Configurar contraseña para usuario nuevo',
  },
};
