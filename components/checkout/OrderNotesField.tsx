import { ORDER_NOTES_MAX } from '@/lib/shopping/schemas';
import { fieldControlClass } from '@/components/forms/control-class';

interface OrderNotesFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** While the order is placed: it has gone with the notes as they were. */
  readOnly?: boolean;
}

/** Optional notes for the seller and rider, kept with the order. */
export function OrderNotesField({ value, onChange, error, readOnly = false }: OrderNotesFieldProps) {
  return (
    <div>
      <label htmlFor="order-notes" className="mb-1 block text-sm font-medium text-stone-800">
        Order notes <span className="font-normal text-stone-600">(optional)</span>
      </label>
      <textarea
        id="order-notes"
        name="orderNotes"
        rows={4}
        value={value}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'order-notes-hint order-notes-error' : 'order-notes-hint'}
        placeholder="e.g. Call when you reach the estate gate"
        className={fieldControlClass(Boolean(error))}
      />
      <p id="order-notes-hint" className="mt-1 text-xs text-stone-600">
        Delivery instructions for the seller and rider, up to {ORDER_NOTES_MAX} characters.
      </p>
      {error && (
        <p id="order-notes-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
