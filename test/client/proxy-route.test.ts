import { expect } from 'chai';
import { bypassesProxy, proxyFor, proxyRouteText } from '../../src/client/proxy-route.ts';

const PROXY = { url: 'http://user:pw@proxy.example:3128', source: 'HTTPS_PROXY' };

describe('client: which proxy carries a request (NO_PROXY as undici reads it)', () => {
  it('matches hosts, domains, ports and *', () => {
    const url = new URL('https://api.sandbox.example:8443/x');
    expect(bypassesProxy(undefined, url)).to.equal(false);
    expect(bypassesProxy('', url)).to.equal(false);
    expect(bypassesProxy('*', url)).to.equal(true);
    expect(bypassesProxy('other.test sandbox.example', url), 'a domain').to.equal(true);
    expect(bypassesProxy('.sandbox.example', url), 'a leading dot').to.equal(true);
    expect(bypassesProxy('*.sandbox.example', url), 'a leading *.').to.equal(true);
    expect(bypassesProxy('api.sandbox.example:443', url), 'another port').to.equal(false);
    expect(bypassesProxy('api.sandbox.example:8443', url), 'its port').to.equal(true);
    expect(bypassesProxy('box.example', url), 'a suffix that is no domain').to.equal(false);
  });

  it('the https proxy for an https URL, none past NO_PROXY', () => {
    expect(proxyFor({ https: PROXY }, 'https://a.test/')).to.equal(PROXY);
    expect(proxyFor({ https: PROXY }, 'http://a.test/'), 'no http proxy').to.equal(undefined);
    expect(proxyFor({ https: PROXY, noProxy: 'a.test' }, 'https://a.test/')).to.equal(undefined);
    expect(proxyFor(undefined, 'https://a.test/')).to.equal(undefined);
  });

  it('says the route without credentials, or nothing without a proxy', () => {
    expect(proxyRouteText({ https: PROXY }, 'https://a.test/')).to.equal(
      'through the proxy HTTPS_PROXY=http://proxy.example:3128',
    );
    expect(proxyRouteText({ https: PROXY, noProxy: 'a.test' }, 'https://a.test/')).to.equal(
      'directly (NO_PROXY lists a.test)',
    );
    expect(proxyRouteText(undefined, 'https://a.test/')).to.equal(undefined);
  });
});
