/** The transportation requests section's name, fields, steps and choices. */
export const requestResources = {
  'transportation-requests': {
    name: "Transportation request |||| Transportation requests",
    fields: {
      studentName: "Student",
      studentId: "Enrolled student",
      grade: "Grade",
      districtId: "District",
      campusId: "Campus",
      programId: "Program",
      requestType: "Request",
      address: "Home address",
      lat: "Latitude",
      lng: "Longitude",
      locationVerified: "Location verified",
      wheelchair: "Wheelchair",
      monitorRequired: "Monitor required",
      carSeat: "Car seat",
      needsNotes: "Needs",
      requestedStartDate: "Service from",
      status: "Status",
      decisionNote: "Decision note",
      reviewedAt: "Reviewed at",
      routeId: "Run",
      scheduledAt: "Scheduled at",
    },
    transitions: {
      approve: "Approve",
      decline: "Decline",
      schedule: "Schedule on a run",
      done: "Saved: the request is now %{status}.",
    },
  },
};

export const requestChoices = {
  new_enrollment: "New enrollment",
  address_change: "Address change",
  program_placement: "Program placement",
  temporary_need: "Temporary need",
  declined: "Declined",
};
