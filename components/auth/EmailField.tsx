import { TextField } from '@/components/forms/TextField';

/** The account email, as every sign-in form asks for it. */
export function EmailField({ value, onChange, errors }: { value: string; onChange: (value: string) => void; errors?: string[] }) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      errors={errors}
    />
  );
}
