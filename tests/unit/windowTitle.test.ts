import { windowTitle } from '../../src/shell/windowTitle';

describe('window title (spec 1.6)', () => {
  it('reads "{product} Portal - Admin" for admins', () => {
    expect(windowTitle('Transitline', 'admin', 'Transitline Operations')).toBe('Transitline Portal - Admin');
  });

  it('reads "{product} Portal - {selected account name}" for everyone else', () => {
    expect(windowTitle('Transitline', 'vendor', 'Summit Student Transportation')).toBe('Transitline Portal - Summit Student Transportation');
    expect(windowTitle('Transitline', 'others', 'Cedar Valley Unified School District')).toBe('Transitline Portal - Cedar Valley Unified School District');
  });

  it('reads "{product} Portal" when no account is selected', () => {
    expect(windowTitle('Transitline', 'admin', undefined)).toBe('Transitline Portal');
    expect(windowTitle('Transitline', undefined, '')).toBe('Transitline Portal');
  });
});
