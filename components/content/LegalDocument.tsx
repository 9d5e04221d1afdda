import type { ReactNode } from 'react';
import { Prose } from './Prose';

export interface LegalSection {
  /** The fragment the table of contents links to. */
  id: string;
  title: string;
  body: ReactNode;
}

/** A policy or terms text: numbered sections with a table of contents beside them on wide screens. */
export function LegalDocument({ updated, sections }: { updated: string; sections: LegalSection[] }) {
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[16rem_1fr]">
      <nav aria-labelledby="contents-heading" className="lg:sticky lg:top-24 lg:self-start">
        <h2 id="contents-heading" className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
          Contents
        </h2>
        <ol className="mt-3 space-y-2 text-sm">
          {sections.map((section, i) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-800 hover:underline">
                {i + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div>
        <p className="text-sm text-stone-600">Last updated: {updated}</p>
        <Prose>
          {sections.map((section, i) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id}>
                {i + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </Prose>
      </div>
    </div>
  );
}
