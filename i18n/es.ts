import type { Messages } from './en';

export const es: Messages = {
  app: {
    portal: 'Portal de %{product}',
    language: 'Idioma',
  },
  login: {
    welcome: 'Bienvenido a %{product}',
    pleaseSignIn: 'Inicie sesión',
    email: 'Correo electrónico',
    next: 'Siguiente',
    emailRequired: 'El correo electrónico es obligatorio',
    emailInvalid: 'Introduzca un correo electrónico válido',
  },
  pages: {
    pageNotFound: 'Página no encontrada',
  },
};
