import type { Metadata } from 'next';
import Link from 'next/link';
import { PageIntro } from '@/components/content/PageIntro';
import { Prose } from '@/components/content/Prose';
import { siteSettings } from '@/lib/site';

const { name } = siteSettings();
const description = `${name} connects Nigerian farmers with households and companies: fresh produce, card payments and delivery to your door.`;

export const metadata: Metadata = {
  title: 'About us',
  description,
  alternates: { canonical: '/about' },
  openGraph: { title: `About ${name}`, description, url: '/about' },
};

export default function AboutPage() {
  const { contactEmail, supportEmail, sellerSignupUrl } = siteSettings();
  return (
    <>
      <PageIntro crumbs={[{ name: 'Home', href: '/' }, { name: 'About us' }]} title={`About ${name}`}>
        <p>
          We bring produce from Nigerian farms to the people who cook, sell and serve it, and a fairer market to the
          farmers who grow it.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <Prose>
          <h2>Who we are</h2>
          <p>
            {name} is an online marketplace for agricultural produce in Nigeria. Yams from Benue, rice from Kebbi,
            tomatoes from Kano, plantain from Ondo, palm oil, beans, peppers, fruits, fish and livestock: farmers,
            cooperatives and agribusinesses list what they harvest, and buyers order it from them directly.
          </p>
          <p>
            Too much food is lost between the farm and the market, and too much of its price goes to the journey. By
            letting buyers order from the farm and paying sellers through a secure card payment, we help farmers sell
            more of what they grow at a fair price, and help buyers get fresher food with a clear price they can plan
            around.
          </p>

          <h2>How it works for buyers</h2>
          <p>
            Anyone can browse the catalogue, search for a product and read reviews. To buy, create a free account; you
            must be 18 or older. There are two kinds of buyer account:
          </p>
          <ul>
            <li>
              <strong>Individuals</strong> buy for themselves and their households. See{' '}
              <Link href="/services/individuals">our service for individuals</Link>.
            </li>
            <li>
              <strong>Companies</strong> such as restaurants, hotels, schools, caterers and processors buy in their
              company&apos;s name, with its registration number and billing details on the account. See{' '}
              <Link href="/services/company">our service for companies</Link>.
            </li>
          </ul>
          <p>
            Add products to your cart, check out with your delivery address and phone number, and pay by card. Your
            order history then shows every order as it moves from placed and confirmed to shipped, out for delivery and
            delivered. Once you have paid for a product you can rate and review it to help other buyers.
          </p>

          <h2>Our sellers and how they join</h2>
          <p>
            Everything on {name} is sold by farmers, cooperatives and agribusinesses that our team has onboarded.
            Joining takes four steps:
          </p>
          <ol>
            <li>
              The seller applies through our <a href={sellerSignupUrl}>seller sign-up page</a> with their farm or
              business details and a valid means of identification.
            </li>
            <li>Our onboarding team checks the details and confirms what the seller grows or processes.</li>
            <li>
              The seller lists products with photos, the unit they sell by, a price and the quantity available. Each
              product page shows the seller&apos;s name and address.
            </li>
            <li>
              The seller packs and dispatches paid orders and keeps their status up to date. {name} keeps a service
              commission of 8% per product sold; the details are in our <Link href="/terms-of-service">Terms of Service</Link>.
            </li>
          </ol>
          <p>
            Are you a farmer or agribusiness? Read <Link href="/services/business">how selling works</Link>.
          </p>

          <h2>Delivery</h2>
          <p>
            We deliver to homes and businesses across Nigeria. The delivery fee is included in what you pay at checkout
            and shown in your cart and order details, so there is nothing to pay on arrival. Perishable produce is packed
            as close to dispatch as possible, and you can follow each order&apos;s status from your account.
          </p>

          <h2>Payments</h2>
          <p>
            All payments are made by debit or credit card through our payment providers, <strong>Paystack</strong> or{' '}
            <strong>Stripe</strong>, on their own secure pages. {name} never sees or stores your card number. Payments
            are non-refundable, so please check your order before you pay; if something goes wrong with a delivery, our
            support team works with the seller to put it right.
          </p>

          <h2>Contact us</h2>
          <ul>
            <li>
              General questions and partnerships: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
            </li>
            <li>
              Help with an order, payment or account: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>, or open a
              ticket from the <Link href="/support">Support page</Link> when you are signed in.
            </li>
            <li>
              Quick answers: our <Link href="/faq">frequently asked questions</Link>.
            </li>
          </ul>
        </Prose>
      </div>
    </>
  );
}
