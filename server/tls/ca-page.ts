// The plain port's /ca: the authority's certificate, its fingerprint, the https addresses and the
// steps on an Android tablet and an iPad, in Persian. Plain markup with no script, so it works on
// any tablet before it trusts anything.
import { tlsCardText } from '../../src/domain/tls-card-text';
import { tlsText } from '../../src/domain/tls-text';
import type { TlsState } from './credentials';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function httpsAddresses(hosts: readonly string[], httpsPort: number): string[] {
  const port = httpsPort === 443 ? '' : `:${httpsPort}`;
  return hosts.map((host) => `https://${host.includes(':') ? `[${host}]` : host}${port}/`);
}

const steps = (title: string, list: readonly string[]) =>
  `<h2>${escape(title)}</h2><ol>${list.map((step) => `<li>${escape(step)}</li>`).join('')}</ol>`;

const style = 'body{font-family:Vazirmatn,Tahoma,sans-serif;max-width:46rem;margin:1.5rem auto;padding:0 1rem;line-height:1.9;color:#222}'
  + 'code{direction:ltr;unicode-bidi:isolate;display:inline-block;word-break:break-all;font-size:1.05rem;background:#f3f3f3;padding:.3rem .5rem;border-radius:4px}'
  + 'a.button{display:inline-block;background:#ad1457;color:#fff;padding:.6rem 1.2rem;border-radius:6px;text-decoration:none}'
  + 'li{margin-bottom:.4rem}';

const pageOf = (body: string) => '<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8">'
  + '<meta name="viewport" content="width=device-width, initial-scale=1">'
  + `<title>${escape(tlsText.caTitle)}</title><style>${style}</style></head><body>${body}</body></html>`;

/** /ca on a server without HTTPS_PORT: what the plain-HTTP notice's link leads to there. */
export function noHttpsPage(): string {
  return pageOf(`<h1>${escape(tlsText.caTitle)}</h1><p>${escape(tlsCardText.cardNoHttps)}</p><p>${escape(tlsText.insecureNoHttps)}</p>`);
}

export function caPage(state: TlsState, httpsPort: number): string {
  const addresses = httpsAddresses(state.hosts, httpsPort)
    .map((address) => `<li><a href="${escape(address)}" dir="ltr">${escape(address)}</a></li>`).join('');
  const trust = state.own
    ? `<p>${escape(tlsText.ownIntro)}</p>`
    : `<p>${escape(tlsText.caIntro)}</p><p><a class="button" href="/ca.crt" download="clinic-ca.crt">${escape(tlsText.download)}</a></p>`;
  return pageOf(`<h1>${escape(tlsText.caTitle)}</h1>${trust}`
    + `<h2>${escape(tlsText.fingerprint)}</h2><p><code id="fingerprint">${escape(state.fingerprint)}</code></p>`
    + `<p>${escape(tlsText.fingerprintNote)}</p>`
    + `<h2>${escape(tlsText.addresses)}</h2><ul>${addresses}</ul>`
    + (state.own ? '' : steps(tlsText.androidTitle, tlsText.androidSteps) + steps(tlsText.ipadTitle, tlsText.ipadSteps)));
}
