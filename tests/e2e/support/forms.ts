import { expect, type Locator, type Page, type Request, type Route } from '@playwright/test';

/** The Astro island element that holds `inside`. */
export const islandOf = (inside: Locator): Locator => inside.locator('xpath=ancestor::astro-island[1]');

/** Scrolls to the island around `inside` and waits until it has hydrated (Astro drops `ssr` then). */
export async function waitForHydration(inside: Locator): Promise<void> {
  await inside.scrollIntoViewIfNeeded();
  await expect(islandOf(inside)).not.toHaveAttribute('ssr');
}

/** The fields of a multipart or urlencoded request body, parsed the way a server would. */
export async function postedFields(request: Request): Promise<Record<string, string>> {
  const body = request.postDataBuffer() ?? Buffer.alloc(0);
  const type = (await request.headerValue('content-type')) ?? '';
  const data = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
  return Object.fromEntries([...data].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]));
}

/** Answers every POST to `action` with `answer` and records the requests. */
export async function answerForm(
  page: Page,
  action: string,
  answer: (route: Route) => Promise<void>,
): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(action, async (route) => {
    requests.push(route.request());
    await answer(route);
  });
  return requests;
}

export const json = (status: number, body: unknown) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** A route answer that waits until `release()` is called, to look at the form while it sends. */
export function heldAnswer(then: (route: Route) => Promise<void>) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    release,
    answer: async (route: Route) => {
      await released;
      await then(route);
    },
  };
}

/** The one item of a list that must hold exactly one. */
export function single<T>(items: readonly T[]): T {
  expect(items).toHaveLength(1);
  return items[0] as T;
}
