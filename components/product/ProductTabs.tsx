'use client';

import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from '@/lib/client/use-hydrated';

interface Tab {
  label: string;
  content: ReactNode;
}

/**
 * Description / Customer Feedback. Both panels are in the server's HTML (search engines read the
 * description and reviews); only the one on show is visible. Arrow keys move between tabs (WAI-ARIA tabs).
 */
export function ProductTabs({ tabs }: { tabs: Tab[] }) {
  const [active, setActive] = useState(0);
  const id = useId();
  const hydrated = useHydrated();
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (active + step + tabs.length) % tabs.length;
    setActive(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-label="Product information" className="flex gap-1 border-b border-stone-200" onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.label}
            id={`${id}-tab-${i}`}
            type="button"
            role="tab"
            aria-selected={i === active}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            disabled={!hydrated && i !== active}
            onClick={() => setActive(i)}
            className={`-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold sm:text-base ${i === active ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-600 hover:text-stone-900'}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div key={tab.label} id={`${id}-panel-${i}`} role="tabpanel" aria-labelledby={`${id}-tab-${i}`} hidden={i !== active} tabIndex={0} className="py-5">
          {tab.content}
        </div>
      ))}
    </div>
  );
}
