import { z } from 'zod';
import { TextField } from '@/components/forms/TextField';
import { TICKET_CATEGORIES, TICKET_PRIORITIES } from '@/lib/domain/tickets';
import { CATEGORY_LABELS, PRIORITY_LABELS } from '@/lib/support/labels';
import { MESSAGE_MAX, SUBJECT_MAX } from '@/lib/support/schemas';
import { SelectField, TextAreaField } from './FormFields';

/** The form as typed; the schema decides whether it is a ticket. Field order is the form's order. */
export const EMPTY_DRAFT = { subject: '', category: '', priority: '', description: '' };
export type TicketDraft = typeof EMPTY_DRAFT;
export const ticketDraft = z.object({ subject: z.string(), category: z.string(), priority: z.string(), description: z.string() });

const CATEGORY_OPTIONS = TICKET_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));
const PRIORITY_OPTIONS = TICKET_PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] }));

export function TicketFields({
  draft,
  onChange,
  errors,
  disabled,
}: {
  draft: TicketDraft;
  onChange: (draft: TicketDraft) => void;
  errors: Record<string, string[]>;
  disabled: boolean;
}) {
  const set = (field: keyof TicketDraft) => (event: { target: { value: string } }) => onChange({ ...draft, [field]: event.target.value });
  return (
    <>
      <TextField
        label="Subject"
        name="subject"
        required
        maxLength={SUBJECT_MAX}
        value={draft.subject}
        onChange={set('subject')}
        errors={errors.subject}
        disabled={disabled}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Category"
          name="category"
          prompt="Select a category"
          options={CATEGORY_OPTIONS}
          required
          value={draft.category}
          onChange={set('category')}
          errors={errors.category}
          disabled={disabled}
        />
        <SelectField
          label="Priority"
          name="priority"
          prompt="Select a priority"
          options={PRIORITY_OPTIONS}
          required
          value={draft.priority}
          onChange={set('priority')}
          errors={errors.priority}
          disabled={disabled}
        />
      </div>
      <TextAreaField
        label="Description"
        name="description"
        required
        rows={5}
        maxLength={MESSAGE_MAX}
        value={draft.description}
        onChange={set('description')}
        errors={errors.description}
        disabled={disabled}
      />
    </>
  );
}
