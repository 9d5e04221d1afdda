import { TextField } from '@/components/forms/TextField';

/** The account email, as every sign-in form asks for it. */
export function EmailField({ value, onChange, errors, autoFocus }: { value: string; onChange: (value: string) => void; errors?: string[]; autoFocus?: boolean }) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      required
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      errors={errors}
    />
  );
}
