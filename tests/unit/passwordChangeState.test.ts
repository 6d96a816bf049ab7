import { ApiError } from '../../src/pages/login/api/apiRequest';
import { INITIAL_PASSWORD_CHANGE, PASSWORD_CHANGE_REQUESTED, PASSWORD_CHANGED, passwordChangeFailed } from '../../src/pages/profile/passwordChangeState';

describe('the change-password state (spec 3, 4.4)', () => {
  it('starts not loading, not successful, without an error; loads on request; succeeds', () => {
    expect(INITIAL_PASSWORD_CHANGE).toEqual({ isLoading: false, isChangedSuccessfully: false, error: null });
    expect(PASSWORD_CHANGE_REQUESTED).toEqual({ isLoading: true, isChangedSuccessfully: false, error: null });
    expect(PASSWORD_CHANGED).toEqual({ isLoading: false, isChangedSuccessfully: true, error: null });
  });

  it('fails with the text shown and the original error: the server\'s answer as a web error', () => {
    const answer = { message: 'The current password is not correct.', code: 'auth/wrong-password', contextId: 'c-7' };
    expect(passwordChangeFailed('Current password is not correct.', new ApiError(400, answer.message, answer.code, answer))).toEqual({
      isLoading: false,
      isChangedSuccessfully: false,
      error: { text: 'Current password is not correct.', originalError: { webError: { data: answer, contextId: 'c-7' } } },
    });
  });

  it('keeps a failure that is no answer (the network) as an unknown error', () => {
    const { error } = passwordChangeFailed('Unable to change password.', new ApiError(0, '', null));
    expect(error?.text).toBe('Unable to change password.');
    expect(error?.originalError).toEqual({ unknownError: expect.stringContaining('ApiError') });
  });
});
