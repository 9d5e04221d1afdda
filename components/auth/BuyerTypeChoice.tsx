import type { BuyerType } from '@/lib/domain/buyer';

const OPTIONS: { value: BuyerType; label: string; hint: string }[] = [
  { value: 'individual', label: 'Individual', hint: 'Buying for yourself or your household' },
  { value: 'company', label: 'Company', hint: 'Buying for a registered business' },
];

/** Individual or company buyer: the provider keeps them as two kinds of account. */
export function BuyerTypeChoice({
  value,
  onChange,
  legend,
}: {
  value: BuyerType;
  onChange: (value: BuyerType) => void;
  legend: string;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-stone-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className={`flex cursor-pointer flex-col rounded-md border px-3 py-2 has-focus-visible:outline-2 has-focus-visible:outline-brand-700 ${
              value === option.value ? 'border-brand-700 bg-brand-50' : 'border-stone-300'
            }`}
          >
            <span className="flex items-center gap-2 font-medium">
              <input
                type="radio"
                name="buyer-type"
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                className="accent-brand-700"
              />
              {option.label}
            </span>
            <span className="text-xs text-stone-600">{option.hint}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
