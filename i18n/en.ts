import { busLookup } from './en/busLookup';
import { driverRecords } from './en/driverRecords';
import { access } from './en/access';
import { global } from './en/global';
import { inspections } from './en/inspections';
import { live } from './en/live';
import { maps } from './en/maps';
import { choices, resources } from './en/resources/index';
import { reports } from './en/reports';
import { rides } from './en/rides';
import { routeExplorer } from './en/routeExplorer';
import { settings } from './en/settings';
import { shell } from './en/shell';
import { trips } from './en/trips';
import { utility } from './en/utility';
import { vehicles } from './en/vehicles';
import { work } from './en/work';

/**
 * English is the source catalogue: every other locale has these keys and no others — all of them,
 * or for a `core` locale those of the core namespaces (i18n/translationTypes.ts).
 */
export const en = {
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
    portal: '%{product} Portal',
    language: 'Language',
  },
  common: {
    loading: 'Loading',
    returnToLogin: 'Return to login page',
    somethingWentWrong: 'Something went wrong. Please try again.',
  },
  login: {
    welcome: 'Welcome to %{product}',
    pleaseSignIn: 'Please sign in',
    email: 'Email',
    next: 'Next',
    emailRequired: 'Email is required',
    emailInvalid: 'Enter a valid email address',
    editEmail: 'Edit email',
    password: 'Password',
    passwordRequired: 'Password is required',
    logIn: 'Log In',
    forgotPassword: 'Forgot your password?',
    wrongCredentials: 'Email or password is not correct',
    accountNotRecognized: 'Account not recognized',
    userNotFound: 'We do not recognize this user ID or password. Please contact your administrator for help with access to this site.',
  },
  selectAccount: {
    title: 'Select account',
    account: 'Account',
    chooseAccount: 'Choose an account',
    accountRequired: 'Choose an account',
    subAccounts: 'Sub-accounts',
    yards: 'Yards',
    campuses: 'Campuses',
    subAccountsRequired: 'Choose at least one',
    submit: 'Continue',
    logout: 'Logout',
    noAccounts: 'No account is available to you. Please contact your administrator.',
  },
  logout: {
    signingOut: 'Signing out…',
  },
  forgotPassword: {
    title: 'Forgot your password?',
    instructions: "Please enter the email address you used to create your account. We'll send you instructions to reset your password.",
    submit: 'Submit',
    failed: 'Unable to send the instructions. Please try again.',
  },
  resetInstructionsSent: {
    title: 'Reset instructions sent',
    instructions: 'Please check your email for password reset instructions.',
  },
  passwordSetup: {
    resetTitle: 'Reset your password',
    resetInstructions: 'Enter a new password for your account.',
    resetSubmit: 'Reset password',
    newUserTitle: 'Create your password',
    newUserInstructions: 'Choose a password to finish setting up your account.',
    newUserSubmit: 'Create account',
    password: 'Password',
    confirmPassword: 'Confirm password',
    passwordRequired: 'Password is required',
    confirmRequired: 'Confirm your password',
    mismatch: 'Passwords do not match',
    missingToken: 'This link is incomplete. Please open the link from your email again.',
    failed: 'Unable to set your password.',
  },
  passwordSuccess: {
    resetTitle: 'Your password has been reset',
    newUserTitle: 'Account has been created',
    login: 'Login',
  },
  passwordResetRequest: {
    title: 'Password setup for development',
    setupNewUser: 'Setup password for new user',
  },
  pages: {
    pageNotFound: 'Page not found',
  },
};

export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/** The shape every locale must fill: the same keys as English, any text. */
export type Messages = Catalogue<typeof en>;
