// Which HTML answers a navigation (src/domain/page-shells.ts), read by the server's fallback and
// the service worker: the landing's is index.html, each other public page has its static shell
// (matched case-insensitively, like the routes), and every other page the shell-less app.html.
import { describe, expect, test } from 'vitest';
import { appHtml, htmlForPath, landingHtml } from '../../src/domain/page-shells';
import { landingShell, otherShells } from '../../src/app/public-shell';
import { appText, stationTitles } from '../../src/domain/stations';
import { signInFieldIds } from '../../src/features/auth/shell-sign-in';

describe('the HTML of a navigation', () => {
  test('the landing, the public pages, everything else', () => {
    expect(htmlForPath('/')).toBe(landingHtml);
    expect(htmlForPath('/adminlanding/')).toBe('/shells/adminlanding.html');
    expect(htmlForPath('/login/Research')).toBe('/shells/login/research.html');
    expect(htmlForPath('/reception/landing/addnewclient/nationalCode')).toBe('/shells/reception/landing/addnewclient/nationalcode.html');
    expect(htmlForPath('/reception/landing/AddnewClient/personalData')).toBe(appHtml);
    expect(htmlForPath('/v2/reception/clientManagment')).toBe(appHtml);
    expect(htmlForPath('/login/nobody')).toBe(appHtml);
  });

  test("each shell paints its page's heading, and the landing's and chooser's links are real links", () => {
    const heading = (markup: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(markup)?.[1];
    expect(heading(landingShell())).toBe(appText.landingGreeting);
    expect(landingShell()).toContain('href="/adminlanding"');
    const byPath = new Map(otherShells().map((shell) => [shell.path, shell.markup]));
    expect(heading(byPath.get('/adminlanding')!)).toBe(appText.chooserTitle);
    expect(byPath.get('/adminlanding')).toContain('href="/login/Research"');
    expect(heading(byPath.get('/login/Research')!)).toBe(`${appText.loginTo} ${stationTitles.research}`);
    expect(heading(byPath.get('/reception/landing/AddnewClient/nationalCode')!)).toBe(appText.intakeStepper[0]);
    // No field in a shell but the sign-in form's, whose contents the app takes over
    // (features/auth/shell-sign-in.ts): what a person typed in any other would be lost.
    for (const [path, markup] of byPath) {
      const ids = [...markup.matchAll(/<input[^>]* id="([^"]+)"/g)].map((m) => m[1]);
      expect(ids, path).toEqual(path.startsWith('/login/') ? Object.values(signInFieldIds) : []);
      expect(markup.split('<input').length - 1, path).toBe(ids.length);
    }
  });
});
