/** The inspections sections' names, fields, steps and choices. */
const inspectionLabels = {
  inspectedAt: "Inspected at",
  kind: "Kind",
  vehicleId: "Vehicle",
  driverId: "Driver",
  vendorId: "Vendor",
  yardId: "Yard",
  result: "Result",
  defects: "Defects",
  odometer: "Odometer",
  notes: "Driver's notes",
  status: "Follow-up",
  mechanicName: "Mechanic",
  mechanicAssignedAt: "Mechanic assigned at",
  assessment: "Mechanic's findings",
  assessedAt: "Assessed at",
};

const inspectionSteps = {
  'assign-mechanic': "Assign mechanic",
  repaired: "Mark repaired",
  'out-of-service': "Take out of service",
  'no-defect': "No defect found",
  done: "Saved: the inspection is now %{status}.",
};

export const inspectionResources = {
  'vehicle-inspections': {
    name: "Vehicle inspection |||| Vehicle inspections",
    fields: inspectionLabels,
    transitions: inspectionSteps,
  },
  'end-of-day-inspections': {
    name: "End-of-day inspection |||| End-of-day inspections",
    fields: inspectionLabels,
    transitions: inspectionSteps,
  },
  'end-of-ride-inspections': {
    name: "End-of-ride inspection |||| End-of-ride inspections",
    fields: { ...inspectionLabels, rideId: "Ride", districtId: "District", campusId: "Campus" },
    transitions: inspectionSteps,
  },
};

export const inspectionChoices = {
  pre_trip: "Pre-trip",
  post_trip: "Post-trip",
  end_of_day: "End of day",
  end_of_ride: "End of ride",
  pass: "Pass",
  defects: "Defects",
  fail: "Fail",
  no_follow_up: "No follow-up",
  reported: "Reported",
  mechanic_assigned: "Mechanic assigned",
  repaired: "Repaired",
  no_defect: "No defect found",
};
