/**
 * The server's own words, in each language (i18n/serverTexts.ts): refusals a screen shows as the
 * server wrote them, and the mails it sends. Not part of the console's catalogue: the browser has
 * no use for them.
 */
export const server = {
  errors: {
    forbidden: "You don't have permission to access this content.",
    stale: 'This record was changed by someone else. Reload it and try again.',
    notSignedIn: 'Sign in to continue.',
    accountNotSelected: 'Choose an account to continue.',
    tooManyAttempts: 'Too many attempts. Wait 15 minutes and try again.',
    internal: 'Something went wrong',
    unreachable: 'The database is not reachable. Try again in a moment.',
    busy: 'The database is busy. Try again in a moment.',
    invalidJson: 'The request body is not valid JSON.',
    emptyJson: 'The request body is empty but its content type says JSON.',
    tooLarge: 'The request body is too large.',
    mediaType: 'This content type is not accepted here.',
    contentLength: 'The Content-Length header does not match the body.',
    invalidEmail: 'Enter a valid email address.',
    fileEmpty: 'The file is empty.',
    appliedAlready: 'This file was applied already, or could not be read.',
    checkAnew: 'This file was applied already, or could not be read; upload it again to check it anew.',
  },
  mail: {
    ignore: 'If you did not ask for this, you can ignore this message.',
    reset: {
      subject: '%{product}: reset your password',
      asked: 'Someone asked to reset the password of your %{product} account.',
      link: 'The link works once, within the next hour.',
      action: 'Reset your password',
    },
    newUser: {
      subject: '%{product}: set up your account',
      created: 'An account on %{product} has been created for you.',
      link: 'Choose your password to finish setting it up. The link works once, within the next 3 days.',
      action: 'Create your password',
    },
  },
};
