// Word lists for believable demo charter trips. Fixtures: their length is the point.
import type { DistrictCode } from './operation';

/** Where each district's trips go: places a bus from that city would drive to. */
export const TRIP_DESTINATIONS: Record<DistrictCode, readonly { name: string; address: string }[]> = {
  CVUSD: [
    { name: 'California State Railroad Museum', address: '125 I St, Sacramento, CA 95814' },
    { name: 'Sacramento Zoo', address: '3930 W Land Park Dr, Sacramento, CA 95822' },
    { name: 'California State Capitol', address: '1315 10th St, Sacramento, CA 95814' },
    { name: 'Crocker Art Museum', address: '216 O St, Sacramento, CA 95814' },
    { name: 'Sutter\'s Fort State Historic Park', address: '2701 L St, Sacramento, CA 95816' },
    { name: 'UC Davis campus', address: '1 Shields Ave, Davis, CA 95616' },
    { name: 'Aerospace Museum of California', address: '3200 Freedom Park Dr, McClellan, CA 95652' },
    { name: 'Folsom Lake State Recreation Area', address: '7755 Folsom-Auburn Rd, Folsom, CA 95630' },
  ],
  LISD: [
    { name: 'Bullock Texas State History Museum', address: '1800 N Congress Ave, Austin, TX 78701' },
    { name: 'Texas State Capitol', address: '1100 Congress Ave, Austin, TX 78701' },
    { name: 'Thinkery', address: '1830 Simond Ave, Austin, TX 78723' },
    { name: 'McKinney Falls State Park', address: '5808 McKinney Falls Pkwy, Austin, TX 78744' },
    { name: 'Lady Bird Johnson Wildflower Center', address: '4801 La Crosse Ave, Austin, TX 78739' },
    { name: 'Zilker Botanical Garden', address: '2220 Barton Springs Rd, Austin, TX 78746' },
    { name: 'Texas Memorial Stadium', address: '2139 San Jacinto Blvd, Austin, TX 78712' },
    { name: 'Austin Nature & Science Center', address: '2389 Stratford Dr, Austin, TX 78746' },
  ],
  PRPS: [
    { name: 'Denver Museum of Nature & Science', address: '2001 Colorado Blvd, Denver, CO 80205' },
    { name: 'Denver Zoo', address: '2300 Steele St, Denver, CO 80205' },
    { name: 'Colorado State Capitol', address: '200 E Colfax Ave, Denver, CO 80203' },
    { name: 'Red Rocks Park & Amphitheatre', address: '18300 W Alameda Pkwy, Morrison, CO 80465' },
    { name: 'Denver Botanic Gardens', address: '1007 York St, Denver, CO 80206' },
    { name: 'Butterfly Pavilion', address: '6252 W 104th Ave, Westminster, CO 80020' },
    { name: 'History Colorado Center', address: '1200 Broadway, Denver, CO 80203' },
    { name: 'Rocky Mountain Arsenal Wildlife Refuge', address: '6550 Gateway Rd, Commerce City, CO 80022' },
  ],
};

/** Why a school charters buses, with the passengers such a trip usually takes. */
export const TRIP_PURPOSES: readonly { purpose: string; passengers: [number, number] }[] = [
  { purpose: '5th grade science field trip', passengers: [45, 120] },
  { purpose: 'Varsity basketball away game', passengers: [18, 40] },
  { purpose: 'Marching band competition', passengers: [60, 140] },
  { purpose: 'Robotics tournament', passengers: [12, 30] },
  { purpose: 'Choir festival', passengers: [30, 70] },
  { purpose: 'U.S. history class field trip', passengers: [40, 90] },
  { purpose: 'Cross-country meet', passengers: [20, 45] },
  { purpose: 'Outdoor education day', passengers: [50, 110] },
  { purpose: 'College campus visit', passengers: [35, 80] },
  { purpose: 'Art museum visit', passengers: [25, 60] },
  { purpose: 'Debate tournament', passengers: [10, 24] },
  { purpose: 'Kindergarten zoo visit', passengers: [40, 100] },
];

/**
 * What the people on a district's approval path do, in the order they sign: two steps, so that the
 * demo's requested trips show one signed and one waiting, and district 1's second step is its
 * coordinator's, whom the demo signs in as.
 */
export const APPROVAL_STEPS: readonly { kind: 'role' | 'user'; title: string; notes: string | null }[] = [
  { kind: 'role', title: 'Principal', notes: 'The principal of the campus that requests the trip.' },
  { kind: 'user', title: 'Transportation coordinator', notes: 'Checks buses, drivers and the itinerary.' },
];

/** Districts that keep no approval path: their trips are approved in one step. */
export const DISTRICTS_WITHOUT_PATH: readonly string[] = ['PRPS'];

/** Lines of a trip's itinerary between leaving the campus and coming back. */
export const ITINERARY_STOPS = ['Check in with the group leader', 'Lunch stop', 'Group photo', 'Board the buses for the return'] as const;
