/** The drivers' records: document types, documents, attendance and the standby board. */
export const driverRecordResources = {
  'driver-document-types': {
    name: "Driver document type |||| Driver document types",
    fields: {
      name: "Name",
      code: "Code",
      vendorId: "Vendor",
      warningDays: "Warning (days before expiry)",
      required: "Required for every driver",
      description: "Description",
    },
  },
  'driver-documents': {
    name: "Driver document |||| Driver documents",
    fields: {
      driverId: "Driver",
      typeId: "Document type",
      vendorId: "Vendor",
      yardId: "Yard",
      number: "Number",
      issuedOn: "Issued",
      expiresOn: "Expires",
      state: "State",
      fileName: "File name",
      notes: "Notes",
    },
  },
  'driver-attendance': {
    name: "Driver attendance |||| Driver attendance",
    fields: {
      attendanceDate: "Date",
      driverId: "Driver",
      vendorId: "Vendor",
      yardId: "Yard",
      status: "Attendance",
      clockIn: "Clock in",
      clockOut: "Clock out",
      notes: "Notes",
    },
  },
  'driver-standby-status': {
    name: "Driver standby status |||| Driver standby status",
    fields: {
      firstName: "First name",
      lastName: "Last name",
      vendorId: "Vendor",
      yardId: "Yard",
      phone: "Phone",
      status: "Status",
      standbyStatus: "Standby",
      standbySince: "Since",
    },
    transitions: {
      start: "Put on standby",
      end: "Take off standby",
      done: "Saved: the driver is now %{status}.",
    },
  },
};

/** Their choice values not already in core.ts. */
export const driverRecordChoices = {
  valid: "Valid",
  expiring: "Expiring soon",
  expired: "Expired",
  present: "Present",
  late: "Late",
  absent: "Absent",
  sick: "Sick",
  vacation: "Vacation",
  training: "Training",
};
