// Calls to the server's API from a page of the browser, for a file's set-up over HTTPS on the
// clinic network: the browser trusts the clinic's authority (as a tablet does), the test's Node
// process does not, and a call from a page needs no second copy of that trust.
import type { Page } from 'playwright-core';

export interface PageAnswer<T> { status: number; result: T }

export interface PageApi {
  login(userName: string, password: string): Promise<string>;
  call<T = unknown>(method: string, path: string, token: string, body?: unknown, headers?: Record<string, string>): Promise<PageAnswer<T>>;
}

/** `origin`: the app's HTTPS origin; the page is taken to a static file of it first. */
export async function apiInPage(page: Page, origin: string): Promise<PageApi> {
  await page.goto(`${origin}/favicon.svg`);
  const call = <T>(method: string, path: string, token: string | undefined, body?: unknown, headers: Record<string, string> = {}) =>
    page.evaluate(async (request) => {
      const answer = await fetch(request.url, {
        method: request.method,
        headers: { 'Content-Type': 'application/json', ...(request.token ? { Authorization: `Bearer ${request.token}` } : {}), ...request.headers },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      });
      return { status: answer.status, result: ((await answer.json()) as { result: unknown }).result };
    }, { url: `${origin}/api/v1/${path}`, method, token, body, headers }) as Promise<PageAnswer<T>>;
  return {
    async login(userName, password) {
      const answer = await call<{ token: string }>('POST', 'Account/login', undefined, { userName, password });
      if (answer.status !== 200) throw new Error(`sign-in of ${userName}: ${answer.status}`);
      return answer.result.token;
    },
    call,
  };
}
