import { shareLinks, type SharedProduct } from '@/lib/catalogue/share';
import { CopyLinkButton } from './CopyLinkButton';
import { Icon } from '@/components/icons/Icon';

/** Links that share the product (name, id and link) on social networks or by mail, plus Copy link. */
export function ShareLinks(product: SharedProduct) {
  const links = shareLinks(product);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <p className="text-sm font-medium text-stone-700">Share:</p>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              // A mail link opens the mail app; a new tab would be left empty behind it.
              target={link.network === 'email' ? undefined : '_blank'}
              rel="noopener noreferrer"
              aria-label={link.label}
              title={link.label}
              className="flex size-10 items-center justify-center rounded-full border border-stone-300 text-stone-700 hover:border-brand-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <Icon name={link.network === 'email' ? 'mail' : link.network} width={20} height={20} />
            </a>
          </li>
        ))}
      </ul>
      <CopyLinkButton url={product.url} />
    </div>
  );
}
