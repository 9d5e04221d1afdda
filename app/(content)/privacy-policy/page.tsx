import type { Metadata } from 'next';
import Link from 'next/link';
import { LegalDocument, type LegalSection } from '@/components/content/LegalDocument';
import { PageIntro } from '@/components/content/PageIntro';
import { siteSettings } from '@/lib/site';

const { name } = siteSettings();
const description = `What personal data ${name} keeps, why, for how long, who sees it and your rights under the Nigeria Data Protection Act 2023.`;

export const metadata: Metadata = {
  title: 'Privacy policy',
  description,
  alternates: { canonical: '/privacy-policy' },
  openGraph: { title: `${name} privacy policy`, description, url: '/privacy-policy' },
};

function sections(): LegalSection[] {
  const { contactEmail } = siteSettings();
  const contact = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
  return [
    {
      id: 'who-we-are',
      title: 'Who we are',
      body: (
        <>
          <p>
            {name} runs an online marketplace where buyers in Nigeria order agricultural produce from farmers and
            agribusinesses. For the personal data described here, {name} is the data controller under the Nigeria
            Data Protection Act 2023 (the &quot;NDPA&quot;).
          </p>
          <p>Questions about this policy or your data can be sent to {contact}.</p>
        </>
      ),
    },
    {
      id: 'data-we-collect',
      title: 'The data we collect',
      body: (
        <>
          <ul>
            <li>
              <strong>Account details.</strong> For individuals: first and last name, email address, phone number,
              address, country, state and city, and a profile picture if you add one. For companies: company name,
              registration number, company email, phone and address, country, state and city. Your password is stored
              only in a hashed form.
            </li>
            <li>
              <strong>Orders.</strong> The products, quantities and prices you order, the delivery address, phone number
              and name for delivery, the order status and its history.
            </li>
            <li>
              <strong>Payments.</strong> The payment method you chose (Paystack or Stripe), the amount, the payment
              reference and whether the payment succeeded. We never receive your full card number, expiry date or
              security code.
            </li>
            <li>
              <strong>Your contributions.</strong> Reviews and ratings you write, and the support tickets and replies
              you send us.
            </li>
            <li>
              <strong>Your cart and wishlist,</strong> so they are there when you come back.
            </li>
            <li>
              <strong>Technical data.</strong> Our servers record the IP address, browser type, page requested and time
              of each request, to keep the service secure and working.
            </li>
          </ul>
          <p>We do not ask for sensitive personal data such as health, religious or biometric information.</p>
        </>
      ),
    },
    {
      id: 'why-we-use-it',
      title: 'Why we use it',
      body: (
        <ul>
          <li>
            <strong>To provide the marketplace you sign up for</strong> (performance of a contract): your account,
            cart, wishlist, checkout, passing your order to the seller, delivery and support.
          </li>
          <li>
            <strong>To take payments and keep records</strong> (contract and legal obligation): confirming payments
            with the payment provider and keeping transaction records that tax and accounting law require.
          </li>
          <li>
            <strong>To keep the marketplace safe</strong> (legitimate interests): preventing fraud and abuse, enforcing
            our <Link href="/terms-of-service">Terms of Service</Link> and community guidelines, and securing our
            systems.
          </li>
          <li>
            <strong>To improve the service</strong> (legitimate interests): understanding which products and features
            are used, in aggregate.
          </li>
          <li>
            <strong>To send you news and offers</strong> (consent), only if you agree; you can withdraw that consent at
            any time.
          </li>
        </ul>
      ),
    },
    {
      id: 'who-sees-it',
      title: 'Who sees your data',
      body: (
        <>
          <ul>
            <li>
              <strong>Sellers</strong> receive the name, delivery address, phone number and email needed to fulfil
              the orders you place with them, and may use them only for that.
            </li>
            <li>
              <strong>Payment providers</strong> (Paystack and Stripe) process your card payment under their own privacy
              policies and the card industry&apos;s security standard (PCI DSS).
            </li>
            <li>
              <strong>Delivery partners</strong> receive what they need to bring an order to you.
            </li>
            <li>
              <strong>Service providers</strong> who host and support our systems, under contracts that require them to
              protect the data and use it only on our instructions.
            </li>
            <li>
              <strong>Other buyers</strong> see your name (or &quot;Anonymous&quot;) with a review you write.
            </li>
            <li>
              <strong>Authorities</strong>, when Nigerian law or a court order requires it.
            </li>
          </ul>
          <p>We do not sell your personal data and do not share it with advertisers.</p>
          <p>
            Some providers, such as Stripe, may process data outside Nigeria. Where they do, we rely on the safeguards
            the NDPA allows for transfers, such as contractual protections.
          </p>
        </>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      body: (
        <ul>
          <li>Account details: while your account is open, and deleted within 90 days after you close it.</li>
          <li>
            Orders and payment records: for six years after the transaction, as Nigerian tax and accounting law
            requires, even if you close your account.
          </li>
          <li>Support tickets: for two years after the ticket is closed.</li>
          <li>Reviews: until you ask us to remove them or we remove them under our guidelines.</li>
          <li>Server logs: for up to 90 days, unless needed to investigate a security incident.</li>
        </ul>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies',
      body: (
        <>
          <p>
            We use a single cookie: an encrypted session cookie that keeps you signed in. It is strictly necessary for
            the account features to work, cannot be read by scripts on the page, and lasts until you sign out or for at
            most 30 days. We do not use analytics, advertising or tracking cookies.
          </p>
          <p>
            What you type into a form and have not sent yet (a support ticket, a reply, a review, changes at checkout
            or to your profile) is kept in your browser tab&apos;s session storage, so a reload or an expired session
            does not lose it. It stays on your device, is never sent to us until you send the form, and is deleted
            when you send it, sign out or close the tab.
          </p>
          <p>
            When you pay, you complete the payment on Paystack&apos;s or Stripe&apos;s own page, which may set its own
            cookies under that provider&apos;s policy.
          </p>
        </>
      ),
    },
    {
      id: 'security',
      title: 'How we protect it',
      body: (
        <p>
          All traffic to the marketplace is encrypted (HTTPS), passwords are stored hashed, the session cookie is
          encrypted, and access to personal data is limited to the staff who need it for their work. If a breach puts
          your rights at risk, we will notify the Nigeria Data Protection Commission and, where required, you.
        </p>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      body: (
        <>
          <p>Under the NDPA you have the right to:</p>
          <ul>
            <li>be told how your data is used, as this policy does;</li>
            <li>get a copy of the personal data we hold about you;</li>
            <li>have inaccurate data corrected (most of it you can change yourself on your Profile page);</li>
            <li>have your data deleted when we no longer need it or have no lawful basis to keep it;</li>
            <li>restrict or object to how we use it, including for direct marketing;</li>
            <li>receive your data in a commonly used, machine-readable format;</li>
            <li>withdraw consent you gave, without affecting what was done before.</li>
          </ul>
          <p>
            To use these rights, write to {contact} from the email address on your account. We answer within 30 days.
            If you are not satisfied, you can complain to the Nigeria Data Protection Commission.
          </p>
        </>
      ),
    },
    {
      id: 'age',
      title: 'Age limit',
      body: (
        <p>
          {name} is for people aged 18 or older. We do not knowingly collect data from anyone younger; if you believe a
          minor has opened an account, tell us and we will delete it.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          When we change this policy we update the date at the top of this page, and we tell account holders by email
          before any change that affects how their data is used.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact',
      body: (
        <p>
          Write to {contact} for anything about your personal data or this policy. Short answers are in our{' '}
          <Link href="/faq/data-privacy">Data Privacy questions</Link>; for help with an order, open a ticket from the{' '}
          <Link href="/support">Support page</Link>.
        </p>
      ),
    },
  ];
}

export default function PrivacyPolicyPage() {
  return (
    <>
      <PageIntro crumbs={[{ name: 'Home', href: '/' }, { name: 'Privacy policy' }]} title="Privacy policy">
        <p>How {name} collects, uses and protects your personal data.</p>
      </PageIntro>
      <LegalDocument updated="1 November 2026" sections={sections()} />
    </>
  );
}
