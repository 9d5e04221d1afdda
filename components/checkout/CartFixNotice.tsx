import Link from 'next/link';

/**
 * What in the cart stops the order, said before the buyer pays (lines another buyer's order left
 * without stock, lines without a price), and after a payment refused for it, with the way to fix it.
 */
export function CartFixNotice({ title, problems }: { title: string; problems: string[] }) {
  if (problems.length === 0) return null;
  return (
    <div role="alert" className="mb-6 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-900">
      <p className="font-semibold">{title}</p>
      <ul className="mt-1 list-disc pl-5 text-sm">
        {problems.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <p className="mt-1 text-sm">
        <Link href="/cart" className="font-semibold underline">
          Change your cart
        </Link>{' '}
        before you pay.
      </p>
    </div>
  );
}
