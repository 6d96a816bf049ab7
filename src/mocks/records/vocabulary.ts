// Word lists of the mock operation, an operation around Portland, Oregon. Fixtures: their length is the point.

export const FIRST_NAMES = [
  'Abigail', 'Adrian', 'Alicia', 'Amir', 'Anika', 'Beatriz', 'Caleb', 'Chen', 'Colette', 'Dalia',
  'Dante', 'Delia', 'Dmitri', 'Eleanor', 'Emilio', 'Farah', 'Felix', 'Gideon', 'Greta', 'Hana',
  'Harvey', 'Ines', 'Ivan', 'Jonah', 'Julia', 'Kenji', 'Lena', 'Leon', 'Lorena', 'Marcus',
  'Marisol', 'Nadia', 'Nico', 'Noor', 'Oscar', 'Paloma', 'Quinn', 'Rahul', 'Renata', 'Rowan',
  'Samira', 'Silas', 'Tamsin', 'Tobias', 'Uma', 'Vera', 'Wesley', 'Ximena', 'Yosef', 'Zara',
];

export const LAST_NAMES = [
  'Abernathy', 'Acosta', 'Bergstrom', 'Castaneda', 'Chavez', 'Dunham', 'Eriksen', 'Fairbanks', 'Fujimoto', 'Galloway',
  'Haddad', 'Holloway', 'Ibarra', 'Jovanovic', 'Kowalski', 'Lindqvist', 'Lucero', 'MacAllister', 'Mahoney', 'Nakamura',
  'Navarro', 'Okafor', 'Olsen', 'Pacheco', 'Quintero', 'Ramanathan', 'Rasmussen', 'Salazar', 'Sorensen', 'Takahashi',
  'Thorne', 'Underwood', 'Valdez', 'Vance', 'Whitaker', 'Yamamoto', 'Zamora', 'Zielinski', 'Beaumont', 'Delgado',
];

/** Streets of the city; an address is written with its quadrant (NE, SE, SW, NW) as the city does. */
export const STREETS = [
  'Burnside St', 'Division St', 'Hawthorne Blvd', 'Belmont St', 'Alberta St', 'Killingsworth St', 'Sandy Blvd', 'Fremont St',
  'Broadway', 'Glisan St', 'Stark St', 'Powell Blvd', 'Holgate Blvd', 'Woodstock Blvd', 'Foster Rd', 'Prescott St',
  'Going St', 'Skidmore St', 'Clinton St', 'Ankeny St', 'Couch St', 'Everett St', 'Flanders St', 'Irving St',
  'Lovejoy St', 'Thurman St', 'Multnomah Blvd', 'Taylors Ferry Rd', 'Halsey St', 'Tillamook St', 'Knott St', 'Mason St',
];

export const CITY = { name: 'Portland', state: 'OR', zipPrefix: '972', lat: 45.5231, lng: -122.6765 } as const;

/** Where each district's schools are, relative to the city centre, in metres east and north. */
export const DISTRICTS = [
  { name: 'Willamette Valley School District', code: 'WVSD', east: 5500, north: -3500 },
  { name: 'Cascade Heights School District', code: 'CHSD', east: 4000, north: 4500 },
  { name: 'Tualatin River Unified School District', code: 'TRUSD', east: -6500, north: -2500 },
] as const;

export const SCHOOL_NAMES = [
  'Alder Creek', 'Buckman', 'Chief Joseph', 'Duniway', 'Glencoe', 'Hayhurst', 'Irvington', 'Laurelhurst',
  'Maplewood', 'Rigler', 'Sabin', 'Sunnyside', 'Vestal', 'Woodlawn', 'Creston', 'Llewellyn',
];

export const SCHOOL_KINDS = [
  { kind: 'Elementary School', grades: ['K', '1', '2', '3', '4', '5'], bellStart: '08:15', bellEnd: '14:45' },
  { kind: 'Middle School', grades: ['6', '7', '8'], bellStart: '08:45', bellEnd: '15:20' },
  { kind: 'High School', grades: ['9', '10', '11', '12'], bellStart: '07:50', bellEnd: '14:30' },
] as const;

export const PROGRAM_NAMES = ['General Education', 'Special Education', 'Dual Language Immersion', 'Gifted and Talented', 'Early Learning'];

export const VENDORS = [
  { name: 'Evergreen Student Transportation', code: 'EVERGR' },
  { name: 'Rose City Bus Co.', code: 'ROSECY' },
  { name: 'Pacific Crest Coaches', code: 'PACCRS' },
  { name: 'Timberline Pupil Transit', code: 'TIMBER' },
] as const;

export const YARD_NAMES = ['Swan Island Yard', 'Gateway Yard', 'Airport Way Yard', 'Clackamas Yard', 'Beaverton Yard', 'Sellwood Yard', 'Hillsboro Yard', 'Troutdale Yard'];

export const VEHICLE_MODELS: Record<'bus' | 'van' | 'car', readonly { make: string; model: string; seats: number }[]> = {
  bus: [
    { make: 'Blue Bird', model: 'Vision', seats: 72 },
    { make: 'Thomas Built', model: 'Saf-T-Liner C2', seats: 77 },
    { make: 'IC Bus', model: 'CE Series', seats: 71 },
    { make: 'Thomas Built', model: 'Minotour', seats: 24 },
  ],
  van: [
    { make: 'Ford', model: 'Transit 350', seats: 12 },
    { make: 'Chevrolet', model: 'Express 3500', seats: 10 },
  ],
  car: [{ make: 'Toyota', model: 'Sienna', seats: 6 }],
};

export const JOB_TITLES = {
  vendor: ['Dispatcher', 'Router', 'Safety Trainer', 'Fleet Mechanic', 'Yard Supervisor', 'Payroll Clerk', 'Operations Manager'],
  school: ['Transportation Coordinator', 'Principal', 'Front Office Manager', 'Special Education Liaison', 'Counselor', 'Registrar'],
};

export const CHARTER_PURPOSES = [
  'Science museum visit', 'Varsity soccer away game', 'Choir festival', 'Outdoor school week', 'Zoo field trip',
  'Debate tournament', 'Columbia Gorge hike', 'Band competition', 'College campus tour', 'Robotics regional',
];

export const CHARTER_DESTINATIONS = [
  { name: 'Oregon Museum of Science and Industry', address: '1945 SE Water Ave, Portland, OR 97214' },
  { name: 'Oregon Zoo', address: '4001 SW Canyon Rd, Portland, OR 97221' },
  { name: 'Multnomah Falls Lodge', address: '53000 E Historic Columbia River Hwy, Bridal Veil, OR 97010' },
  { name: 'Hillsboro Stadium', address: '4450 NE Century Blvd, Hillsboro, OR 97124' },
  { name: 'Oregon State Capitol', address: '900 Court St NE, Salem, OR 97301' },
  { name: 'Silver Falls State Park', address: '20024 Silver Falls Hwy SE, Sublimity, OR 97385' },
  { name: 'Memorial Coliseum', address: '300 N Winning Way, Portland, OR 97227' },
];

export const DOCUMENT_TYPES = [
  { name: 'Commercial driver licence', code: 'cdl' },
  { name: 'School bus endorsement', code: 'school_bus_endorsement' },
  { name: 'DOT medical card', code: 'medical_card' },
  { name: 'Background check', code: 'background_check' },
  { name: 'Drug test', code: 'drug_test' },
  { name: 'First aid and CPR', code: 'first_aid_cpr' },
];

export const DEFECT_ITEMS = ['Left mirror cracked', 'Brake lamp out', 'Stop arm slow to extend', 'Wiper blade worn', 'Emergency exit buzzer silent', 'Tire tread low', 'Heater fan noisy', 'Seat cushion torn'];

/** Short notes people leave, by what the field is about. */
export const NOTES = {
  inspection: ['Reported to the shop at the end of the run', 'Checked twice, driver confirms', 'Noticed during the pre-trip walk-around'],
  assessment: ['Replaced the part and road-tested', 'Adjusted and tested, within spec', 'Parts on order, bus held in the yard'],
  ride: ['Parent requested a call before drop-off', 'Gate code 4821 for the apartment lot', 'Student uses the rear entrance'],
  request: ['Family moved within the attendance area', 'New IEP requires door-to-door service', 'Temporary need while a parent recovers from surgery'],
  decision: ['Within the attendance boundary; added to an existing run', 'Outside the walk zone; approved', 'Address is inside the walk zone'],
  general: ['Confirmed by phone with the yard', 'Follow up next week', 'Covered by the spare driver'],
  notification: ['Your student’s run will arrive 10 minutes later starting Monday because of road work on Division St.', 'Stops on Halsey St move one block north from next week.'],
  notificationSubject: ['Later pick-up from Monday', 'Stop moved one block', 'Snow routes in effect', 'New driver on your run'],
  changeRequest: ['Move the afternoon departure 10 minutes later for the new bell time', 'Add Friday early-release service', 'Split the run: over capacity since September'],
};

export const MECHANICS = ['Ray Olsen', 'Dana Pacheco', 'Luis Ibarra', 'Kim Nakamura'];

export const ROUTE_ISSUE_KINDS = ['late', 'off_route', 'missed_stop', 'breakdown'] as const;

export const ROUTE_ISSUE_DETAILS: Record<string, string> = {
  off_route: 'More than 250 m from the planned path',
  missed_stop: 'Passed a stop without stopping',
  breakdown: 'Driver reported a breakdown; a spare bus is on its way',
};

export const HISTORY_ACTORS = ['Dispatch', 'Morgan Mock', 'Yard supervisor'];
