import { rideOfTheDay } from '../../server/transportation/stopStudents';

describe("a run's ride of the day, when it has several (a bus lookup's and a student's Today)", () => {
  const ride = (id: number, status: string) => ({ id, status });

  it('is the one under way, else the next still to finish, else the last', () => {
    expect(rideOfTheDay([ride(1, 'completed'), ride(2, 'assigned'), ride(3, 'en_route')])?.id).toBe(3);
    expect(rideOfTheDay([ride(1, 'completed'), ride(2, 'assigned'), ride(3, 'scheduled')])?.id).toBe(2);
    expect(rideOfTheDay([ride(1, 'completed'), ride(2, 'completed')])?.id).toBe(2);
    expect(rideOfTheDay([])).toBeUndefined();
  });
});
