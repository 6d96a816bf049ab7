/** The utility pages (spec 2.9): the deeplink resolver, the charter portal handoff and the content landing page. */
export const utility = {
  deeplink: {
    rideNotFound: 'Unable to find ride id for ride #%{rideDisplayId}',
  },
  charterLogin: {
    failed: 'The charter portal could not be opened.',
  },
  landing: {
    loadFailed: 'Failed to load content metadata',
    contextId: 'Context ID: %{contextId}',
    imagePreview: 'Preview of the content',
  },
  passwordResetRequest: {
    title: 'Password setup for development',
    setupNewUser: 'Setup password for new user',
  },
};
