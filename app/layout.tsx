import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AppBanner } from '@/components/layout/AppBanner';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { NavigationProgress } from '@/components/layout/NavigationProgress';
import { ScrollToTop } from '@/components/layout/ScrollToTop';
import { Toasters } from '@/components/providers/Toasters';
import { BRAND_COLOUR, siteTexts } from '@/lib/seo/site-identity';
import { siteSettings } from '@/lib/site';
import './globals.css';

const site = siteSettings();
const texts = siteTexts(site);

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: texts.title, template: `%s | ${site.name}` },
  description: texts.description,
  applicationName: site.name,
};

// Every page carries the footer's year. Pages with nothing else to refresh (about, FAQ, legal,
// services, not found) would otherwise be drawn once at build and keep its year, at the origin and
// for a year in a CDN (s-maxage=31536000). Pages that refresh sooner keep their own time.
export const revalidate = 3600;

export const viewport: Viewport = { themeColor: BRAND_COLOUR, width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" data-scroll-behavior="smooth">
      <body className="flex min-h-dvh flex-col">
        <NavigationProgress>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
          >
            Skip to content
          </a>
          <AppBanner name={site.name} />
          <Header name={site.name} />
          <main id="main" className="flex-1">
            {children}
          </main>
          <Footer site={site} />
          <ScrollToTop />
          <Toasters />
        </NavigationProgress>
      </body>
    </html>
  );
}
