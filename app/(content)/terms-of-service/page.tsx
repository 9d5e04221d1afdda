import type { Metadata } from 'next';
import Link from 'next/link';
import { LegalDocument, type LegalSection } from '@/components/content/LegalDocument';
import { PageIntro } from '@/components/content/PageIntro';
import { siteSettings } from '@/lib/site';

const { name } = siteSettings();
const description = `The terms for buying and selling on ${name}: age limit, card payments, delivery fees, seller commission and how disputes are resolved.`;

export const metadata: Metadata = {
  title: 'Terms of service',
  description,
  alternates: { canonical: '/terms-of-service' },
  openGraph: { title: `${name} terms of service`, description, url: '/terms-of-service' },
};

function sections(): LegalSection[] {
  const { contactEmail, supportEmail } = siteSettings();
  return [
    {
      id: 'agreement',
      title: 'About these terms',
      body: (
        <p>
          These terms apply to everyone who uses {name}&apos;s website and mobile apps (the &quot;Platform&quot;):
          visitors, buyers and sellers. By creating an account or placing an order you accept them. Please also read
          our <Link href="/privacy-policy">Privacy Policy</Link>, which explains how we handle personal data.
        </p>
      ),
    },
    {
      id: 'eligibility',
      title: 'Who may use the Platform',
      body: (
        <p>
          You must be at least <strong>18 years old</strong> to open an account, buy or sell on the Platform. A company
          account must be opened and used by a person aged 18 or older who is authorised to act for that company, and
          the company is bound by what that person does on the Platform.
        </p>
      ),
    },
    {
      id: 'accounts',
      title: 'Your account',
      body: (
        <ul>
          <li>Buyer accounts are either individual accounts or company accounts.</li>
          <li>The information you give us must be accurate, and you must keep it up to date.</li>
          <li>
            Keep your password secret. You are responsible for what happens under your account; tell us at once at{' '}
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a> if you think someone else has used it.
          </li>
          <li>One person or company may not hold several accounts to get around these terms.</li>
        </ul>
      ),
    },
    {
      id: 'marketplace',
      title: 'Our role',
      body: (
        <p>
          {name} provides the marketplace: it lists the products of independent sellers (farmers, cooperatives and
          agribusinesses), takes payments and passes orders to sellers. The seller of a product is responsible for its
          description, quality, quantity and dispatch. Produce is natural: sizes, colours and weights may vary slightly
          from the photos, within what the description states.
        </p>
      ),
    },
    {
      id: 'orders',
      title: 'Orders',
      body: (
        <>
          <p>
            An order is placed when you complete checkout and is confirmed once your payment succeeds. Its status is
            shown in your order history: placed, confirmed, shipped, out for delivery and delivered, or cancelled.
          </p>
          <p>
            A seller may cancel a confirmed order only if the product cannot be supplied; we will then tell you and help
            you with a replacement. Once an order has shipped it cannot be changed.
          </p>
        </>
      ),
    },
    {
      id: 'payments',
      title: 'Prices and payments',
      body: (
        <ul>
          <li>
            All payments are made <strong>by electronic means through a card payment provider</strong> (Paystack or
            Stripe) at checkout. We do not accept cash, and you must never pay a seller outside the Platform.
          </li>
          <li>
            <strong>Delivery fees are included in your payment.</strong> The amount you pay at checkout covers the
            products and their delivery; nothing more is due on delivery.
          </li>
          <li>
            <strong>Payments are non-refundable.</strong> Please check the products, quantities and delivery address
            before you pay. Problems with a delivery are handled as described under &quot;Delivery&quot; and
            &quot;Disputes&quot;.
          </li>
          <li>
            Prices are shown on each product and charged as shown at checkout. Prices and charges on the Platform,
            including the seller commission, are <strong>reviewed every 3 months</strong>; a change never affects an
            order that has already been paid.
          </li>
        </ul>
      ),
    },
    {
      id: 'delivery',
      title: 'Delivery',
      body: (
        <p>
          Orders are delivered to the address you give at checkout; make sure someone can receive them and that the
          phone number is right. Please check your order when it arrives. If it is damaged, incomplete or not as
          described, open a support ticket from the Support page as soon as possible, with photos, and we will work with
          the seller to resolve it.
        </p>
      ),
    },
    {
      id: 'sellers',
      title: 'Terms for sellers',
      body: (
        <ul>
          <li>Sellers are onboarded and verified by {name} before they can list products.</li>
          <li>
            {name} charges sellers a <strong>service commission of 8% per product sold</strong>, deducted from the
            amount paid out to the seller for that sale.
          </li>
          <li>
            Sellers must describe their products accurately, keep stock quantities and prices up to date, and pack and
            dispatch paid orders promptly.
          </li>
          <li>Sellers may use buyers&apos; details only to fulfil their orders.</li>
        </ul>
      ),
    },
    {
      id: 'reviews',
      title: 'Reviews and content',
      body: (
        <p>
          Only buyers who have paid for an order may review the products in it. Reviews must be honest and follow our
          community guidelines: no insults, threats, spam or personal details. You keep ownership of what you write and
          allow {name} to display it on the Platform. We may remove content that breaks these terms.
        </p>
      ),
    },
    {
      id: 'conduct',
      title: 'What you must not do',
      body: (
        <ul>
          <li>Use the Platform for fraud, money laundering or any other unlawful purpose.</li>
          <li>Pay or ask for payment outside the Platform, or use someone else&apos;s card without permission.</li>
          <li>Post false reviews or misleading product information.</li>
          <li>Interfere with the Platform&apos;s security or operation, or collect other users&apos; data.</li>
        </ul>
      ),
    },
    {
      id: 'suspension',
      title: 'Suspension and closing accounts',
      body: (
        <p>
          We may suspend or close an account that breaks these terms, after telling the account holder why unless the
          law or the safety of others prevents it. You may close your account at any time by writing to{' '}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>; orders already paid are still delivered.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'Liability',
      body: (
        <p>
          We work to keep the Platform available and its information accurate, but cannot promise it will always be
          uninterrupted. To the extent the law allows, {name} is not liable for indirect or consequential losses, and
          its liability for an order is limited to the amount paid for it. Nothing in these terms limits rights you have
          under Nigerian consumer protection law.
        </p>
      ),
    },
    {
      id: 'disputes',
      title: 'Disputes',
      body: (
        <>
          <p>If a dispute arises between you and {name}, or between a buyer and a seller through the Platform:</p>
          <ol>
            <li>
              <strong>Discussion.</strong> The parties first try to settle it by discussion for{' '}
              <strong>15 business days</strong> from the day one of them raises it in writing (a support ticket counts).
            </li>
            <li>
              <strong>Mediation.</strong> If it is not settled, it goes to mediation for{' '}
              <strong>20 business days</strong> before a mediator the parties agree on.
            </li>
            <li>
              <strong>Court.</strong> If mediation does not settle it, either party may take it to{' '}
              <strong>a Nigerian court</strong> with jurisdiction over the matter.
            </li>
          </ol>
        </>
      ),
    },
    {
      id: 'law',
      title: 'Governing law',
      body: <p>These terms are governed by the laws of the Federal Republic of Nigeria.</p>,
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      body: (
        <p>
          We may update these terms, for example after a price review. We update the date at the top of this page and
          tell account holders by email before a change that affects them takes effect.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact',
      body: (
        <p>
          Questions about these terms: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>. Help with an order or
          payment: <a href={`mailto:${supportEmail}`}>{supportEmail}</a> or the <Link href="/support">Support page</Link>.
        </p>
      ),
    },
  ];
}

export default function TermsOfServicePage() {
  return (
    <>
      <PageIntro crumbs={[{ name: 'Home', href: '/' }, { name: 'Terms of service' }]} title="Terms of service">
        <p>The rules for buying and selling on {name}. Please read them before you place an order.</p>
      </PageIntro>
      <LegalDocument updated="1 November 2026" sections={sections()} />
    </>
  );
}
