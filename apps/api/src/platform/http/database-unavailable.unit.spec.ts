/**
 * Which failures mean PostgreSQL cannot be reached for now (a 503 with Retry-After), over TCP and
 * over the Unix-domain socket of a server on this machine.
 */
import { isDatabaseUnavailable } from './http-exception.filter';

function systemError(code: string, syscall: string): Error {
  return Object.assign(new Error(`${syscall} ${code}`), { code, syscall });
}

describe('isDatabaseUnavailable', () => {
  it('is true for a refused or reset connection, over TCP or a socket', () => {
    expect(isDatabaseUnavailable(systemError('ECONNREFUSED', 'connect'))).toBe(true);
    expect(isDatabaseUnavailable(systemError('ECONNRESET', 'read'))).toBe(true);
  });

  it('is true for a socket that is gone because its server stopped', () => {
    expect(isDatabaseUnavailable(systemError('ENOENT', 'connect'))).toBe(true);
  });

  it('is false for a missing file anywhere else, and for a failed statement', () => {
    expect(isDatabaseUnavailable(systemError('ENOENT', 'open'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });
});
