/** The hand-written parts of the Activities and Accounting screens. */
export const work = {
  activities: {
    intro: 'Hours worked by drivers and monitors. Upload a timesheet file, then approve the entries, one by one or several at once.',
    entries: 'Timesheet entries',
  },
  upload: {
    title: 'Upload a timesheet',
    help: 'A CSV file whose first line names the columns %{columns}. employee_type is driver or monitor, employee_id the driver’s or monitor’s number in the console (as in the address of their page, /drivers/12), date YYYY-MM-DD, times HH:MM. Up to %{rows} rows; every row is checked and nothing is saved unless all are right.',
    template: 'Download an example file',
    choose: 'Choose a CSV file',
    send: 'Upload',
    sending: 'Uploading %{name}…',
    checking: 'Checking the rows…',
    done: '%{smart_count} entry uploaded as %{uploadId}: it waits for approval. |||| %{smart_count} entries uploaded as %{uploadId}: they wait for approval.',
    show: 'Show these entries',
    refused: 'Nothing was saved.',
    line: 'Line',
    problem: 'Problem',
    tooLarge: 'The file is larger than %{size}: split it into several files.',
    failed: 'The file could not be uploaded. Please try again.',
  },
  bulkApprove: {
    button: 'Approve',
    done: '%{smart_count} entry approved. |||| %{smart_count} entries approved.',
  },
  accounting: {
    refresh: 'Refresh from rides',
    refreshed: 'The ride lines were computed again from the period’s completed rides.',
    items: 'Items',
    noItems: 'This transaction has no items.',
    editItem: 'Edit item',
    editItemOf: 'Edit %{description}',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Saved: the item and the transaction’s amount were updated.',
  },
};
