import { Icon } from '@/components/icons/Icon';

/** A row's remove control: a 44 px target around the close icon, named for what it removes. */
export function RemoveButton({ label, onClick, className = '' }: { label: string; onClick: () => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-md text-stone-600 hover:bg-red-50 hover:text-red-700 ${className}`}
    >
      <Icon name="close" className="size-5" />
    </button>
  );
}
