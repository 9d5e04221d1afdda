/**
 * A form's overall outcome, or (info) word of why the buyer is here. It is a live region from the
 * first render, so a message that appears later is announced (an alert inserted together with its
 * text may be missed). `id` lets a field name it as its description. Its text may break inside a
 * word: an email address in it is one word, often wider than the card on a phone.
 */
export function FormMessage({ id, error, success, info }: { id?: string; error?: string | null; success?: string | null; info?: string | null }) {
  return (
    <div id={id} aria-live="assertive" role="status">
      {error && <p className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm wrap-anywhere text-red-800">{error}</p>}
      {!error && success && (
        <p className="rounded-md border border-brand-100 bg-brand-50 px-3 py-2 text-sm wrap-anywhere text-brand-900">{success}</p>
      )}
      {!error && !success && info && (
        <p className="rounded-md border border-stone-300 bg-stone-50 px-3 py-2 text-sm wrap-anywhere text-stone-800">{info}</p>
      )}
    </div>
  );
}
