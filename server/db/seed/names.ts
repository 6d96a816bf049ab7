// Word lists for believable demo people and places. Fixtures: their length is the point.
export const FIRST_NAMES = [
  'Aaliyah', 'Aiden', 'Alejandro', 'Amara', 'Andre', 'Angela', 'Ava', 'Benjamin', 'Brianna', 'Bao',
  'Camila', 'Carlos', 'Carmen', 'Chloe', 'Daniel', 'Darius', 'Diego', 'Elena', 'Elijah', 'Emily',
  'Emma', 'Esperanza', 'Ethan', 'Fatima', 'Gabriel', 'Grace', 'Hannah', 'Hector', 'Hugo', 'Isabella',
  'Isaiah', 'Jackson', 'Jade', 'Jamal', 'Jasmine', 'Javier', 'Jayden', 'Jessica', 'Jose', 'Joshua',
  'Juan', 'Kai', 'Kayla', 'Keisha', 'Kevin', 'Khanh', 'Layla', 'Leah', 'Liam', 'Linh', 'Lucas',
  'Lucia', 'Luis', 'Madison', 'Malik', 'Maria', 'Mateo', 'Maya', 'Mei', 'Mia', 'Miguel', 'Minh',
  'Mohammed', 'Naomi', 'Nathan', 'Nguyen', 'Noah', 'Olivia', 'Omar', 'Priya', 'Rafael', 'Ricardo',
  'Rosa', 'Ryan', 'Samuel', 'Sara', 'Sofia', 'Thanh', 'Tiana', 'Valentina', 'Victor', 'Wei', 'Xavier',
  'Yara', 'Yusuf', 'Zoe',
];

export const LAST_NAMES = [
  'Adams', 'Alvarez', 'Anderson', 'Bailey', 'Baker', 'Brooks', 'Brown', 'Castillo', 'Chen', 'Clark',
  'Cruz', 'Davis', 'Diaz', 'Do', 'Evans', 'Flores', 'Garcia', 'Gomez', 'Gonzalez', 'Green', 'Gutierrez',
  'Hall', 'Harris', 'Hernandez', 'Hill', 'Huang', 'Jackson', 'Jimenez', 'Johnson', 'Jones', 'Kim',
  'King', 'Le', 'Lee', 'Lewis', 'Li', 'Lopez', 'Martin', 'Martinez', 'Mendoza', 'Miller', 'Mitchell',
  'Moore', 'Morales', 'Morris', 'Nelson', 'Nguyen', 'Ortiz', 'Patel', 'Perez', 'Pham', 'Phillips',
  'Ramirez', 'Reyes', 'Rivera', 'Roberts', 'Robinson', 'Rodriguez', 'Ruiz', 'Sanchez', 'Scott', 'Shah',
  'Silva', 'Smith', 'Taylor', 'Thomas', 'Thompson', 'Torres', 'Tran', 'Turner', 'Vargas', 'Vasquez',
  'Walker', 'Wang', 'Washington', 'White', 'Williams', 'Wilson', 'Wong', 'Wright', 'Young', 'Zhang',
];

export const STREET_NAMES = [
  'Oak', 'Maple', 'Cedar', 'Pine', 'Elm', 'Willow', 'Birch', 'Walnut', 'Sycamore', 'Magnolia',
  'Jefferson', 'Lincoln', 'Madison', 'Washington', 'Franklin', 'Grant', 'Jackson', 'Adams', 'Monroe',
  'Hillcrest', 'Lakeview', 'Sunset', 'Riverside', 'Meadow', 'Valley', 'Park', 'Orchard', 'Mission',
  'Canyon', 'Highland', 'Spring', 'Prairie', 'Harbor', 'Vista', 'Juniper', 'Aspen', 'Poplar', 'Chestnut',
];

export const STREET_SUFFIXES = ['St', 'Ave', 'Blvd', 'Dr', 'Ln', 'Rd', 'Way', 'Ct', 'Pl'];

export const SCHOOL_NAMES = [
  'Lincoln', 'Roosevelt', 'Jefferson', 'Washington', 'Cesar Chavez', 'Sally Ride', 'Mae Jemison',
  'Rosa Parks', 'Sequoia', 'Redwood', 'Oak Grove', 'Willow Creek', 'Sunrise', 'Eagle Ridge',
  'Valley View', 'Hillside', 'Lakeside', 'Meadowbrook', 'Pioneer', 'Discovery', 'Horizon', 'Harbor',
  'Mountain View', 'Riverbend', 'Cottonwood', 'Bluebonnet', 'Heritage', 'Liberty', 'Summit', 'Cascade',
];

export const VEHICLE_MODELS = [
  { make: 'Blue Bird', model: 'Vision', type: 'bus', seats: 72, wheelchair: 0 },
  { make: 'Blue Bird', model: 'All American RE', type: 'bus', seats: 84, wheelchair: 0 },
  { make: 'Thomas Built', model: 'Saf-T-Liner C2', type: 'bus', seats: 77, wheelchair: 0 },
  { make: 'IC Bus', model: 'CE Series', type: 'bus', seats: 71, wheelchair: 2 },
  { make: 'Thomas Built', model: 'Minotour', type: 'bus', seats: 24, wheelchair: 2 },
  { make: 'Ford', model: 'Transit 350', type: 'van', seats: 12, wheelchair: 1 },
  { make: 'Chevrolet', model: 'Express 3500', type: 'van', seats: 10, wheelchair: 0 },
  { make: 'Toyota', model: 'Sienna', type: 'car', seats: 6, wheelchair: 0 },
] as const;
