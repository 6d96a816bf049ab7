// Passwords seen most often in breach lists; refused outright whatever their length.
export const COMMON_PASSWORDS = new Set([
  '123456', '123456789', '12345678', 'password', 'qwerty123', 'qwerty1', '111111', '12345', '1234567', '1234567890',
  '123123', '000000', 'iloveyou', 'abc123', 'password1', 'password123', 'qwerty', 'qwertyuiop', '1q2w3e4r',
  '1q2w3e4r5t', 'qwe123', 'zxcvbnm', 'asdfghjkl', 'aa12345678', 'dragon', 'monkey', 'letmein', 'football',
  'baseball', 'welcome', 'welcome1', 'welcome123', 'admin', 'admin123', 'administrator', 'passw0rd', 'p@ssw0rd',
  'p@ssword', 'sunshine', 'princess', 'superman', 'master', 'shadow', 'michael', 'jennifer', 'trustno1', 'whatever',
  'starwars', 'freedom', 'computer', 'internet', 'charlie', 'football1', 'baseball1', 'changeme', 'secret',
  'secret123', 'default', 'login', 'test1234', 'testtest', 'password!', 'password1!', 'summer2024', 'winter2024',
  'spring2025', 'summer2025', 'autumn2025', 'winter2025', 'summer2026', 'winter2026', 'letmein1', 'iloveyou1',
  'qwerty12345', '11111111', '88888888', '12341234', '987654321', '55555555', '66666666', '123qwe', 'q1w2e3r4',
  'q1w2e3r4t5', 'a1b2c3d4', 'abcd1234', 'abcdefg', 'abcdefgh', 'asdf1234', 'zaq12wsx', '1qaz2wsx', 'schoolbus',
  'school123', 'transport', 'student1', 'teacher1', 'district1', 'busdriver',
]);
