import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { proxySettingsOf } from '../../src/cli/proxy-config.ts';
import { registerSecrets } from '../../src/cli/secrets.ts';
import { redactor } from '../../src/output/redactor.ts';

/** The settings and the problems of resolving `env` (and `--proxy` when given) for a URL target, or the mock. */
function resolve(env: Record<string, string>, flag?: string, urlTarget = true) {
  const problems: string[] = [];
  const source = flag === undefined ? undefined : { kind: 'flag' as const, name: '--proxy' };
  const settings = proxySettingsOf(flag, source, env, urlTarget, problems);
  return { settings, problems };
}

describe('cli: the proxies of a run from --proxy, HTTPS_PROXY, HTTP_PROXY and NO_PROXY', () => {
  it('HTTPS_PROXY carries https targets, HTTP_PROXY http targets (and https ones when HTTPS_PROXY is unset)', () => {
    expect(resolve({ HTTPS_PROXY: 'http://s:1', HTTP_PROXY: 'http://p:2' }).settings).to.deep.equal({
      https: { url: 'http://s:1', source: 'HTTPS_PROXY' },
      http: { url: 'http://p:2', source: 'HTTP_PROXY' },
    });
    expect(resolve({ HTTP_PROXY: 'http://p:2' }).settings).to.deep.equal({
      https: { url: 'http://p:2', source: 'HTTP_PROXY' },
      http: { url: 'http://p:2', source: 'HTTP_PROXY' },
    });
    expect(resolve({ HTTPS_PROXY: 'http://s:1' }).settings).to.deep.equal({
      https: { url: 'http://s:1', source: 'HTTPS_PROXY' },
    });
  });

  it('reads the lower-case names first, as undici and curl do; host:port alone is http://host:port', () => {
    const { settings } = resolve({ https_proxy: 'proxy.corp:3128', HTTPS_PROXY: 'http://other:1' });
    expect(settings?.https).to.deep.equal({ url: 'http://proxy.corp:3128', source: 'https_proxy' });
  });

  it('keeps NO_PROXY (or no_proxy) as given, for undici to match', () => {
    expect(resolve({ HTTP_PROXY: 'http://p:2', no_proxy: 'localhost,.corp' }).settings?.noProxy).to.equal(
      'localhost,.corp',
    );
    expect(resolve({ NO_PROXY: '*' }).settings).to.equal(undefined);
  });

  it('--proxy carries both schemes and wins over the variables', () => {
    const { settings } = resolve({ HTTPS_PROXY: 'http://s:1', NO_PROXY: 'a.example' }, 'http://flag:3');
    expect(settings).to.deep.equal({
      http: { url: 'http://flag:3', source: '--proxy' },
      https: { url: 'http://flag:3', source: '--proxy' },
      noProxy: 'a.example',
    });
  });

  it('names a variable that is no http(s) proxy URL, never quoting it (it may hold a password)', () => {
    const { problems } = resolve({ HTTPS_PROXY: 'socks5://u:secret@p:1080', HTTP_PROXY: 'http://p:2/path' });
    expect(problems).to.deep.equal([
      'HTTPS_PROXY must be an http:// or https:// proxy',
      'HTTP_PROXY must be a proxy address without a path (http://host:port)',
    ]);
  });

  it('the embedded mock is reached directly: the variables are ignored, --proxy is a problem', () => {
    expect(resolve({ HTTP_PROXY: 'http://p:2' }, undefined, false)).to.deep.equal({
      settings: undefined,
      problems: [],
    });
    expect(resolve({}, 'http://p:2', false).problems).to.deep.equal([
      '--proxy applies to a URL target (set VOP_BASE_URL): the embedded mock is reached directly',
    ]);
  });

  it('refuses credentials in a profile: a profile holds no secret', () => {
    const problems: string[] = [];
    const source = { kind: 'profile' as const, name: 'profile p.json: proxy' };
    proxySettingsOf('http://u:pw@p:2', source, {}, true, problems);
    expect(problems).to.deep.equal([
      'profile p.json: proxy holds credentials: a profile holds no secret (set VOP_PROXY or HTTPS_PROXY with them instead)',
    ]);
  });

  it('registers the credentials of every proxy URL with the redactor, as written, decoded and as Basic', () => {
    const password = `p%40ss-${randomUUID()}`;
    const flagPassword = `flag-${randomUUID()}`;
    registerSecrets({ https_proxy: `http://qa:${password}@proxy.corp:3128` }, [
      'run',
      `--proxy=http://qa:${flagPassword}@p:1`,
    ]);
    const decoded = password.replace('%40', '@');
    for (const value of [password, decoded, flagPassword, Buffer.from(`qa:${decoded}`).toString('base64')])
      expect(redactor.redact(`<${value}>`), value).to.equal('<<redacted>>');
  });
});
