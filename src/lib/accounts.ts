// Account rules (spec part 2 §5 'User' and 'Change password'): the username and password checks
// with their messages, which user a name is (a person, the trusted client or the API-key user),
// and the username a JWT names (read, not verified: the server does that).

export const USERNAME_MAX = 60;
export const PASSWORD_MIN = 4;
export const TRUSTED_USER = '_TRUSTED_USER_';
export const API_KEY_USER = '_API_KEY_USER_';

export type AccountError =
  | { key: 'validation.required' }
  | { key: 'validation.alreadyExists' }
  | { key: 'validation.max'; values: { max: number } }
  | { key: 'validation.min'; values: { min: number } }
  /** The feature's own message ('Cannot match username'). */
  | { key: 'cannotMatchUsername' };

/** A new user's name: required, at most 60 characters, not taken. Null when valid. */
export function checkUsername(name: string, taken: readonly string[]): AccountError | null {
  if (name.trim() === '') return { key: 'validation.required' };
  if (name.length > USERNAME_MAX) return { key: 'validation.max', values: { max: USERNAME_MAX } };
  if (taken.includes(name)) return { key: 'validation.alreadyExists' };
  return null;
}

/** A (new) password: required, at least 4 characters, not the username in any case. */
export function checkPassword(password: string, username: string): AccountError | null {
  if (password === '') return { key: 'validation.required' };
  if (password.length < PASSWORD_MIN)
    return { key: 'validation.min', values: { min: PASSWORD_MIN } };
  if (username !== '' && password.toLowerCase() === username.toLowerCase())
    return { key: 'cannotMatchUsername' };
  return null;
}

export type UserKind = 'user' | 'trusted' | 'apiKey';

/** The trusted client and the API-key user have a display name and no password or logout. */
export function userKind(username: string | null): UserKind {
  if (username === null || username === TRUSTED_USER) return 'trusted';
  if (username === API_KEY_USER) return 'apiKey';
  return 'user';
}
