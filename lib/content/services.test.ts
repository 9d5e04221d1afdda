import { testSite } from '@/lib/testing/site-fixture';
import { SERVICE_SLUGS } from './content-slugs';
import { findService, SERVICES } from './services';

const site = testSite;

describe('SERVICES', () => {
  it('are the three service pages of the spec', () => {
    expect(SERVICES.map((service) => service.slug)).toEqual(['individuals', 'company', 'business']);
  });

  it('have the slugs the proxy knows as prerendered, each once (content-slugs.ts)', () => {
    expect(SERVICES.map((service) => service.slug)).toEqual([...SERVICE_SLUGS]);
  });

  it('name the marketplace from the settings and send sellers to its seller sign-up', () => {
    for (const service of SERVICES) expect(service.text(site).intro).toContain('Farmgate');
    expect(findService('business')?.text(site).action.href).toBe('https://sellers.example/signup');
  });
});

describe('findService', () => {
  it('matches a service in any casing, and nothing else', () => {
    expect(findService('Company')?.slug).toBe('company');
    expect(findService('INDIVIDUALS')?.slug).toBe('individuals');
    expect(findService('farmers')).toBeUndefined();
  });
});
