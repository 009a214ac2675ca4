/**
 * What the contact form tells the form service about the visit, in one request header: when
 * the page was loaded (a form sent a split second after loading is likely a bot) and whether
 * the browser says it is driven by automation.
 */
export const CLIENT_SESSION_HEADER = 'X-Client-Session';

export interface ClientSession {
  /** When the page started loading, in milliseconds since 1970. */
  loadedAt: number;
  /** navigator.webdriver: true in automated browsers. */
  automated: boolean;
}

export function clientSession(): ClientSession {
  return { loadedAt: Math.round(performance.timeOrigin), automated: navigator.webdriver };
}
