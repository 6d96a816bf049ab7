import { busLookup } from './es/busLookup';
import { driverRecords } from './es/driverRecords';
import { access } from './es/access';
import { global } from './es/global';
import { inspections } from './es/inspections';
import { live } from './es/live';
import { maps } from './es/maps';
import { ra } from './es/ra';
import { choices, resources } from './es/resources/index';
import { reports } from './es/reports';
import { rides } from './es/rides';
import { routeExplorer } from './es/routeExplorer';
import { settings } from './es/settings';
import { shell } from './es/shell';
import { trips } from './es/trips';
import { utility } from './es/utility';
import { vehicles } from './es/vehicles';
import { work } from './es/work';
import type { CompleteTranslation } from './translationTypes';

/** Spanish: every text of the console. */
export const es: CompleteTranslation = {
  ra,
  shell,
  global,
  maps,
  live,
  resources,
  choices,
  vehicles,
  driverRecords,
  work,
  rides,
  reports,
  utility,
  inspections,
  busLookup,
  trips,
  access,
  settings,
  routeExplorer,
  app: {
    portal: 'Portal de %{product}',
    language: 'Idioma',
  },
  common: {
    loading: 'Cargando',
    returnToLogin: 'Volver a la página de inicio de sesión',
    somethingWentWrong: 'Algo salió mal. Inténtelo de nuevo.',
  },
  login: {
    welcome: 'Bienvenido a %{product}',
    pleaseSignIn: 'Inicie sesión',
    email: 'Correo electrónico',
    next: 'Siguiente',
    emailRequired: 'El correo electrónico es obligatorio',
    emailInvalid: 'Introduzca un correo electrónico válido',
    editEmail: 'Cambiar correo electrónico',
    password: 'Contraseña',
    passwordRequired: 'La contraseña es obligatoria',
    logIn: 'Iniciar sesión',
    forgotPassword: '¿Olvidó su contraseña?',
    wrongCredentials: 'El correo electrónico o la contraseña no son correctos',
    accountNotRecognized: 'Cuenta no reconocida',
    userNotFound: 'No reconocemos este ID de usuario o contraseña. Póngase en contacto con su administrador para obtener acceso a este sitio.',
  },
  selectAccount: {
    title: 'Seleccionar cuenta',
    account: 'Cuenta',
    chooseAccount: 'Elija una cuenta',
    accountRequired: 'Elija una cuenta',
    subAccounts: 'Subcuentas',
    yards: 'Patios',
    campuses: 'Escuelas',
    subAccountsRequired: 'Elija al menos una',
    submit: 'Continuar',
    logout: 'Cerrar sesión',
    noAccounts: 'No tiene ninguna cuenta disponible. Póngase en contacto con su administrador.',
  },
  logout: {
    signingOut: 'Cerrando sesión…',
  },
  forgotPassword: {
    title: '¿Olvidó su contraseña?',
    instructions: 'Introduzca el correo electrónico con el que creó su cuenta. Le enviaremos instrucciones para restablecer su contraseña.',
    submit: 'Enviar',
    failed: 'No se pudieron enviar las instrucciones. Inténtelo de nuevo.',
  },
  resetInstructionsSent: {
    title: 'Instrucciones enviadas',
    instructions: 'Revise su correo electrónico para ver las instrucciones para restablecer su contraseña.',
  },
  passwordSetup: {
    resetTitle: 'Restablezca su contraseña',
    resetInstructions: 'Introduzca una nueva contraseña para su cuenta.',
    resetSubmit: 'Restablecer contraseña',
    newUserTitle: 'Cree su contraseña',
    newUserInstructions: 'Elija una contraseña para terminar de configurar su cuenta.',
    newUserSubmit: 'Crear cuenta',
    password: 'Contraseña',
    confirmPassword: 'Confirmar contraseña',
    passwordRequired: 'La contraseña es obligatoria',
    confirmRequired: 'Confirme su contraseña',
    mismatch: 'Las contraseñas no coinciden',
    missingToken: 'Este enlace está incompleto. Vuelva a abrir el enlace de su correo electrónico.',
    failed: 'No se pudo establecer su contraseña.',
  },
  passwordSuccess: {
    resetTitle: 'Su contraseña se ha restablecido',
    newUserTitle: 'La cuenta se ha creado',
    login: 'Iniciar sesión',
  },
  passwordResetRequest: {
    title: 'Configuración de contraseña para desarrollo',
    setupNewUser: 'Configurar contraseña para usuario nuevo',
  },
  pages: {
    pageNotFound: 'Página no encontrada',
  },
};
