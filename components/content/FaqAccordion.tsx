import { Icon } from '@/components/icons/Icon';
import type { FaqEntry } from '@/lib/content/faq';

/**
 * Questions with one answer open at a time (spec); choosing the open question closes it. Native
 * <details> sharing a name give exactly that in the browser itself, so the answers open before the
 * page's scripts run, or without them, and the page ships no code for it. Long answers scroll inside
 * their 200 px panel, which is focusable so keyboard users can scroll it too, and shaded along its
 * bottom edge while more of the answer is below.
 */
export function FaqAccordion({ entries }: { entries: FaqEntry[] }) {
  return (
    <div className="divide-y divide-stone-200 self-start rounded-xl border border-stone-200 bg-white shadow-sm">
      {entries.map((entry, index) => {
        const questionId = `faq-question-${index}`;
        return (
          <details key={entry.question} name="faq" className="group">
            <summary
              id={questionId}
              className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left hover:bg-brand-50 [&::-webkit-details-marker]:hidden"
            >
              <h2 className="text-base font-semibold text-stone-900 sm:text-lg">{entry.question}</h2>
              <Icon
                name="chevronDown"
                className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <div
              role="region"
              aria-labelledby={questionId}
              tabIndex={0}
              className="max-h-[200px] space-y-3 overflow-y-auto px-5 pb-5 leading-relaxed text-stone-700 scroll-shade-bottom"
            >
              {entry.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
        );
      })}
    </div>
  );
}
