'use client';

import { useId, useState } from 'react';
import { Icon } from '@/components/icons/Icon';
import type { FaqEntry } from '@/lib/content/faq';

/**
 * Questions with one answer open at a time (spec); choosing the open question closes it. Long
 * answers scroll inside their 200 px panel, which is focusable so keyboard users can scroll it too.
 */
export function FaqAccordion({ entries }: { entries: FaqEntry[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  return (
    <div className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white shadow-sm">
      {entries.map((entry, index) => {
        const isOpen = open === index;
        const buttonId = `${id}-question-${index}`;
        const panelId = `${id}-answer-${index}`;
        return (
          <div key={entry.question}>
            <h2>
              <button
                id={buttonId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-stone-900 hover:bg-brand-50 sm:text-lg"
              >
                <span>{entry.question}</span>
                <Icon
                  name="chevronDown"
                  className={`size-5 shrink-0 text-brand-700 transition-transform motion-reduce:transition-none ${isOpen ? 'rotate-180' : ''}`}
                />
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!isOpen}
              tabIndex={0}
              className="max-h-[200px] space-y-3 overflow-y-auto px-5 pb-5 leading-relaxed text-stone-700"
            >
              {entry.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
