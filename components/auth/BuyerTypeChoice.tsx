import { ChoiceCards, type Choice } from '@/components/forms/ChoiceCards';
import type { BuyerType } from '@/lib/domain/buyer';

const OPTIONS: Choice<BuyerType>[] = [
  { value: 'individual', label: 'Individual', hint: 'Buying for yourself or your household' },
  { value: 'company', label: 'Company', hint: 'Buying for a registered business' },
];

/** Individual or company buyer: the provider keeps them as two kinds of account. */
export function BuyerTypeChoice({ value, onChange, legend }: { value: BuyerType; onChange: (value: BuyerType) => void; legend: string }) {
  return (
    <ChoiceCards
      name="buyer-type"
      legend={legend}
      legendClassName="mb-2 text-sm font-medium text-stone-800"
      gridClassName="grid grid-cols-2 gap-2"
      choices={OPTIONS}
      value={value}
      onChange={onChange}
    />
  );
}
