/** Texts of the global elements: go to page, popups, new version, impersonation timer (spec 2.11, 4.5, 4.7, 8). */
export const global = {
  goToPage: {
    title: 'Go to page',
    field: 'Go to:',
    placeholder: 'Start typing...',
    recentlyViewed: 'Recently viewed',
    loading: 'Loading…',
    noOptions: 'No matching page',
    close: 'Close',
    clear: 'Clear',
  },
  popups: {
    ok: 'OK',
    errorTitle: 'Error',
  },
  newVersion: {
    title: 'New version of the app is available',
    message: 'Please, refresh the page to apply the new version or delay the update for 1 hour.',
    delay: 'Delay',
    refresh: 'Refresh',
  },
  updateError: {
    title: 'The app cannot be updated',
    message: 'Something went wrong while checking for a new version of the app. Please reload the page. If this keeps happening, contact your administrator.',
    reload: 'Reload',
  },
  impersonation: {
    sessionEndsIn: 'Session ends in %{time}',
    signedInAs: '%{supportUser} is signed in as %{targetUser}',
  },
  records: {
    saved: '%{kind} %{name} saved',
    deleted: '%{smart_count} %{kind} deleted |||| %{smart_count} %{kind} deleted',
    step: '%{step} %{kind} %{name}?',
  },
  savedViews: {
    button: 'Views',
    none: 'No saved views of this list yet',
    save: 'Save this view…',
    title: 'Save this view',
    name: 'Name',
    hint: 'Its filters, order and columns. A name you already use replaces that view.',
    saved: 'View “%{name}” saved',
    deleted: 'View “%{name}” deleted',
    delete: 'Delete view %{name}',
  },
  choicesFrom: {
    first: 'Choose the %{field} first',
  },
  bulk: {
    set: 'Set %{field}',
    title: '%{field} of %{count} %{kind}',
    apply: 'Apply',
    saving: 'Saving %{done} of %{count}…',
    allDone: '%{count} %{kind} changed',
    summary: '%{done} %{kind} changed; %{refused} refused',
    refusedStay: 'The refused records stay ticked.',
    failed: 'Nothing was changed: %{message}',
  },
  filters: {
    quick: 'Quick filters',
    from: '%{field} from',
    until: '%{field} until',
  },
};
