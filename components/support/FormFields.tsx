import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { fieldControlClass } from '@/components/forms/control-class';

interface FieldProps {
  label: string;
  name: string;
  errors?: string[];
}

/**
 * Label, required mark and errors around a control, laid out like components/forms/TextField,
 * with the errors tied to the control for screen readers.
 */
function Field({
  label,
  required,
  errors,
  children,
}: {
  label: string;
  required?: boolean;
  errors?: string[];
  children: (control: { id: string; invalid: boolean; describedBy: string | undefined; className: string }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  return (
    <div>
      <div className="mb-1 flex gap-1 text-sm font-medium text-stone-800">
        <label htmlFor={id}>{label}</label>
        {required && (
          <span className="text-red-700" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children({ id, invalid, describedBy: invalid ? errorId : undefined, className: fieldControlClass(invalid) })}
      {invalid && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {errors?.join(' ')}
        </p>
      )}
    </div>
  );
}

/** A labelled select whose first option is an empty "choose" prompt. */
export function SelectField({
  label,
  name,
  errors,
  prompt,
  options,
  ...select
}: FieldProps & { prompt: string; options: readonly { value: string; label: string }[] } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  return (
    <Field label={label} required={select.required} errors={errors}>
      {({ id, invalid, describedBy, className }) => (
        <select id={id} name={name} aria-invalid={invalid || undefined} aria-describedby={describedBy} className={className} {...select}>
          <option value="">{prompt}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function TextAreaField({ label, name, errors, ...textarea }: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <Field label={label} required={textarea.required} errors={errors}>
      {({ id, invalid, describedBy, className }) => (
        <textarea id={id} name={name} aria-invalid={invalid || undefined} aria-describedby={describedBy} className={className} {...textarea} />
      )}
    </Field>
  );
}
