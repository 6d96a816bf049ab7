import type { ServerTexts } from '../serverTexts';

export const server: ServerTexts = {
  errors: {
    forbidden: 'No tiene permiso para acceder a este contenido.',
    stale: 'Otra persona cambió este registro. Vuelva a cargarlo e inténtelo de nuevo.',
    notSignedIn: 'Inicie sesión para continuar.',
    accountNotSelected: 'Elija una cuenta para continuar.',
    tooManyAttempts: 'Demasiados intentos. Espere 15 minutos e inténtelo de nuevo.',
    internal: 'Algo salió mal',
    unreachable: 'No se puede acceder a la base de datos. Inténtelo de nuevo en un momento.',
    busy: 'La base de datos está ocupada. Inténtelo de nuevo en un momento.',
    invalidJson: 'El cuerpo de la solicitud no es JSON válido.',
    emptyJson: 'El cuerpo de la solicitud está vacío, pero su tipo de contenido dice JSON.',
    tooLarge: 'El cuerpo de la solicitud es demasiado grande.',
    mediaType: 'Este tipo de contenido no se acepta aquí.',
    contentLength: 'El encabezado Content-Length no coincide con el cuerpo.',
    invalidEmail: 'Escriba un correo electrónico válido.',
    fileEmpty: 'El archivo está vacío.',
    appliedAlready: 'Este archivo ya se aplicó o no se pudo leer.',
    checkAnew: 'Este archivo ya se aplicó o no se pudo leer; súbalo de nuevo para revisarlo otra vez.',
  },
  mail: {
    ignore: 'Si usted no lo pidió, puede ignorar este mensaje.',
    reset: {
      subject: '%{product}: restablezca su contraseña',
      asked: 'Alguien pidió restablecer la contraseña de su cuenta de %{product}.',
      link: 'El enlace sirve una vez, durante la próxima hora.',
      action: 'Restablecer su contraseña',
    },
    newUser: {
      subject: '%{product}: configure su cuenta',
      created: 'Se creó para usted una cuenta en %{product}.',
      link: 'Elija su contraseña para terminar de configurarla. El enlace sirve una vez, durante los próximos 3 días.',
      action: 'Crear su contraseña',
    },
  },
};
