/** The pages served by the light entry, without react-admin (spec 2.7). */
export const PUBLIC_PATHS = {
  login: '/login',
  selectAccount: '/select-account',
  logout: '/logout',
  forgotPassword: '/forgot-password',
  resetInstructionsSent: '/reset-instructions-sent',
  resetPassword: '/reset-password',
  newUser: '/new-user',
  passwordResetSuccess: '/password-reset-success',
  newUserSuccess: '/new-user-success',
} as const;

export type PublicPath = (typeof PUBLIC_PATHS)[keyof typeof PUBLIC_PATHS];

/**
 * "Forgot your password?" with the e-mail the user has typed: it is in the address, so the form
 * still has it after a reload. Nothing else of the sign-in goes with it.
 */
export function forgotPasswordHref(email: string): string {
  return email ? `${PUBLIC_PATHS.forgotPassword}?${new URLSearchParams({ email })}` : PUBLIC_PATHS.forgotPassword;
}

const ALL_PUBLIC_PATHS: readonly string[] = Object.values(PUBLIC_PATHS);

/** `/login/` is the same page as `/login`. */
export function normalizedPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function isPublicPath(pathname: string): pathname is PublicPath {
  return ALL_PUBLIC_PATHS.includes(normalizedPath(pathname));
}
