// The simulator's fault route (sim/faults; the simulator started with --faults) from a browser
// test: run an action, with the test user's token when the simulator wants a login.
import { expect } from './fixtures';

/** Runs a fault action, e.g. `action=error&method=M&code=C&message=T`. */
export async function fault(simUrl: string, query: string, token?: string): Promise<void> {
  const response = await fetch(`${simUrl}/debug/sim/faults?${query}`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(response.status, `fault ${query}`).toBe(200);
}

/** An access token of the test user (printdeck / printdeck), for a simulator with logins. */
export async function testUserToken(simUrl: string): Promise<string> {
  const login = await fetch(`${simUrl}/access/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'printdeck', password: 'printdeck' }),
  });
  return ((await login.json()) as { result: { token: string } }).result.token;
}
