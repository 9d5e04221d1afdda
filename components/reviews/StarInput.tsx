'use client';

import { useId, useState } from 'react';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
const STARS = [1, 2, 3, 4, 5] as const;

interface StarInputProps {
  value: number;
  onChange: (rating: number) => void;
  disabled?: boolean;
}

/**
 * A 1–5 star rating as a native radio group: arrow keys move between stars, and each star is
 * announced as "N stars". The radios are transparent; the stars drawn under them show focus and choice.
 */
export function StarInput({ value, onChange, disabled = false }: StarInputProps) {
  const name = useId();
  const [hovered, setHovered] = useState(0);
  const shown = disabled ? value : hovered || value;
  return (
    <fieldset disabled={disabled} onMouseLeave={() => setHovered(0)}>
      <legend className="mb-1 text-sm font-medium text-stone-800">Your rating</legend>
      <div className="flex gap-1">
        {STARS.map((star) => (
          <label key={star} className="relative" onMouseEnter={() => setHovered(star)}>
            {/* Transparent over its star, so a click or tap lands on the radio itself. */}
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="peer absolute inset-0 m-0 cursor-pointer opacity-0 disabled:cursor-default"
            />
            <span className="sr-only">{star === 1 ? '1 star' : `${star} stars`}</span>
            <svg
              viewBox="0 0 24 24"
              width={32}
              height={32}
              aria-hidden="true"
              focusable="false"
              className="rounded peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-disabled:opacity-80"
            >
              <path
                d={STAR}
                strokeWidth={1.2}
                strokeLinejoin="round"
                className={star <= shown ? 'fill-harvest-500 stroke-harvest-500' : 'fill-white stroke-stone-500'}
              />
            </svg>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
