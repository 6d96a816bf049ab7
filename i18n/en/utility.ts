/** The utility pages (spec 2.9): the deeplink resolver, the charter portal handoff, the content landing page and the exports it hands over. */
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
  export: {
    id: 'ID',
    referenceId: '%{field} ID',
    csv: 'CSV file',
    xlsx: 'Excel workbook (.xlsx)',
  },
  passwordResetRequest: {
    title: 'Password setup for development',
    setupNewUser: 'Setup password for new user',
  },
};
