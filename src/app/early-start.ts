// The first module the entry evaluates: the host configuration is asked for at once, so that
// start-up (bootstrap.ts, handed this answer by the entry) finds it here instead of waiting a round
// trip after the app's code ran. Nothing heavy may be imported here.
import { fetchHostConfig } from './host-config-fetch';

/** The answer asked for at page load (settles with null when the configuration is unreadable). */
export const earlyHostConfig: Promise<unknown> = fetchHostConfig();
