/** The inspections landing page and an inspection's page (spec 2.4 "Inspections", 2.5). */
export const inspections = {
  landing: {
    intro: 'What drivers found when they checked their vehicles, and what the shop did about it.',
    open: 'Open the list',
    waiting: {
      reported: 'Waiting for a mechanic',
      mechanic_assigned: 'Waiting for assessment',
      out_of_service: 'Kept out of service',
    },
    about: {
      'vehicle-inspections': 'The drivers’ checks before leaving the yard and after the last run.',
      'end-of-day-inspections': 'The check when a vehicle is parked for the night.',
      'end-of-ride-inspections': 'The walk-through after every ride: no child left on board.',
    },
  },
  show: {
    title: {
      pre_trip: 'Pre-trip inspection',
      post_trip: 'Post-trip inspection',
      end_of_day: 'End-of-day inspection',
      end_of_ride: 'End-of-ride inspection',
    },
    inspectedAt: 'Inspected %{at}',
    defects: 'Defects reported',
    noDefects: 'No defects reported.',
    followUp: 'Follow-up',
    nothingToFollow: 'Passed: nothing to follow up.',
    steps: {
      reported: 'Reported',
      mechanic_assigned: 'Mechanic assigned',
      assessed: 'Assessed',
    },
    mechanic: 'Mechanic: %{name}',
  },
};
