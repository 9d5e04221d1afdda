import Link from 'next/link';
import { marketplaceYear } from '@/lib/format/marketplace-clock';
import type { SiteSettings } from '@/lib/site';
import { APP_STORES } from './app-stores';
import { StoreBadge } from './StoreBadge';

const SOCIAL = [
  { name: 'Facebook', href: 'https://www.facebook.com/agromarketng' },
  { name: 'Instagram', href: 'https://www.instagram.com/agromarketng' },
  { name: 'X (Twitter)', href: 'https://x.com/agromarketng' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/agromarketng' },
] as const;

const heading = 'mb-3 text-sm font-semibold uppercase tracking-wide text-harvest-400';
const link = 'text-stone-200 hover:text-white hover:underline';

export function Footer({ site }: { site: SiteSettings }) {
  return (
    // The site's green focus ring is lost on the footer's darker green (1.85:1): white here.
    <footer className="mt-16 bg-brand-900 text-stone-200 lazy-render-[840px] sm:lazy-render-[575px] lg:lazy-render-[357px] [&_:focus-visible]:outline-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={heading}>
            {site.name}
          </h2>
          <p className="text-sm leading-relaxed">
            Fresh produce straight from farms across Nigeria, for households and businesses. Pay securely by card and
            follow every order to your door.
          </p>
        </section>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={heading}>
            Company
          </h2>
          <ul className="space-y-2 text-sm">
            <li><Link className={link} href="/">Home</Link></li>
            <li><Link className={link} href="/about">About us</Link></li>
            <li><Link className={link} href="/services/individuals">Services</Link></li>
            <li><a className={link} href={site.blogUrl} target="_blank" rel="noopener noreferrer">Blog</a></li>
            <li><Link className={link} href="/faq">FAQ</Link></li>
            <li><a className={link} href={`mailto:${site.contactEmail}`}>Contact us</a></li>
          </ul>
        </nav>
        <div>
          {/* The spec's order: the social profiles come after Contact us, before the legal pages. */}
          <section aria-labelledby="footer-social">
            <h2 id="footer-social" className={heading}>
              Follow us
            </h2>
            <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
              {SOCIAL.map((profile) => (
                <li key={profile.name}>
                  <a className={link} href={profile.href} target="_blank" rel="noopener noreferrer">
                    {profile.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <nav aria-labelledby="footer-help" className="mt-6">
            <h2 id="footer-help" className={heading}>
              Help and legal
            </h2>
            <ul className="space-y-2 text-sm">
              <li><Link className={link} href="/privacy-policy">Privacy policy</Link></li>
              <li><Link className={link} href="/terms-of-service">Terms of service</Link></li>
              <li><a className={link} href={`mailto:${site.supportEmail}`}>Email support</a></li>
            </ul>
          </nav>
        </div>
        <section aria-labelledby="footer-apps">
          <h2 id="footer-apps" className={heading}>
            Get the app
          </h2>
          <div className="flex flex-wrap gap-3">
            {APP_STORES.map((store) => (
              <StoreBadge key={store.name} store={store} />
            ))}
          </div>
        </section>
      </div>
      <p className="border-t border-white/10 px-4 py-4 text-center text-xs text-stone-300">
        © {marketplaceYear()} {site.name}. Prices in {site.currency.code}. Payments by card; delivery fees included.
      </p>
    </footer>
  );
}
