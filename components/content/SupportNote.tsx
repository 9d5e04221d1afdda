import Link from 'next/link';
import { siteSettings } from '@/lib/site';

/** Where to go when the FAQ does not answer the question. */
export function SupportNote() {
  const { supportEmail } = siteSettings();
  return (
    <div className="rounded-xl bg-brand-50 p-5">
      <h2 className="font-semibold text-brand-900">Still need help?</h2>
      <p className="mt-2 text-stone-700">
        Signed-in buyers can open a ticket from the{' '}
        <Link href="/support" className="font-medium text-brand-800 underline">
          Support page
        </Link>{' '}
        and follow our replies there. You can also email{' '}
        <a href={`mailto:${supportEmail}`} className="font-medium break-words text-brand-800 underline">
          {supportEmail}
        </a>
        .
      </p>
    </div>
  );
}
